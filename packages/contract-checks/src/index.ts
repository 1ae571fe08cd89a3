export { baselineDir, repoRoot } from './repo-root.js';
export { breakingChanges, splitStatements, type BreakingChange, type SqlStatement } from './migration-sql.js';
export {
  migrationSafetyProblems,
  migrationsDirOf,
  readServiceMigrations,
  refreshMigrations,
  releasedMigrations,
  serviceMigrationProblems,
  servicesWithMigrations,
  type ServiceMigrations,
} from './migration-safety.js';
export {
  calledProcedures,
  currentTrpcShape,
  frontEndSources,
  procedureInputs,
  procedureOutputs,
  refreshTrpc,
  releasedTrpc,
  releasedWith,
  type JsonSchema,
  type ProcedureShape,
  type ReleasedProcedure,
  type TrpcBaseline,
  type TrpcShape,
} from './trpc-shape.js';
export { trpcCompatibilityProblems } from './trpc-compat.js';
