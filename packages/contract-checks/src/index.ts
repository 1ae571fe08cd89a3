export { baselinePaths, listDeployables, readReleasedEvents, refreshBaseline, repoRoot, type BaselinePart, type BaselinePaths, type Deployable } from './baseline.js';
export { checkEventCompatibility, eventCompatibilityProblems, eventsBaselinePart, payloadJsonSchemas, producerOf, type JsonSchema } from './event-compat.js';
export { checkProtoCompatibility, protoBaselinePart } from './proto-breaking.js';
export { bufCacheDir, bufModule, ensureBuf } from './tools.js';
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
  type ProcedureShape,
  type ReleasedProcedure,
  type TrpcBaseline,
  type TrpcShape,
} from './trpc-shape.js';
export { trpcCompatibilityProblems } from './trpc-compat.js';
