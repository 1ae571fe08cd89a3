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
export { currentTrpcShape, procedureInputs, procedureOutputs, refreshTrpc, releasedTrpcShape, type JsonSchema, type ProcedureShape, type TrpcShape } from './trpc-shape.js';
export { trpcCompatibilityProblems } from './trpc-compat.js';
