import type { BaselinePart } from './baseline.js';
import { eventsBaselinePart } from './event-compat.js';
import { migrationsBaselinePart } from './migration-safety.js';
import { protoBaselinePart } from './proto-breaking.js';
import { releasedVersionsPart } from './released-versions.js';
import { trpcBaselinePart } from './trpc-shape.js';

export { baselinePaths, listDeployables, refreshBaseline, repoRoot } from './baseline.js';
export { checkEventCompatibility, eventCompatibilityProblems, payloadJsonSchemas, producerOf } from './event-compat.js';
export { checkProtoCompatibility } from './proto-breaking.js';
export { breakingChanges, splitStatements } from './migration-sql.js';
export {
  migrationDigest,
  migrationSafetyProblems,
  migrationsDirOf,
  readServiceMigrations,
  releasedMigrations,
  serviceMigrationProblems,
  servicesWithMigrations,
  type ReleasedMigration,
} from './migration-safety.js';
export { calledProcedures, currentTrpcShape, frontEndSources, releasedTrpc, releasedWith, type TrpcBaseline, type TrpcShape } from './trpc-shape.js';
export { trpcCompatibilityProblems } from './trpc-compat.js';
export { releasedVersions, type ReleasedVersion } from './released-versions.js';
export { differences, type JsonSchema } from './schema-subset.js';

/** Every kind of contract in the baseline, as a release refreshes it: adding a kind is one entry here. */
export const baselineParts: readonly BaselinePart[] = [protoBaselinePart, eventsBaselinePart, migrationsBaselinePart, trpcBaselinePart, releasedVersionsPart];
