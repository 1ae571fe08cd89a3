export { baselinePaths, listDeployables, readReleasedEvents, refreshBaseline, repoRoot, type BaselinePart, type BaselinePaths, type Deployable } from './baseline.js';
export { checkEventCompatibility, eventCompatibilityProblems, eventsBaselinePart, payloadJsonSchemas, producerOf, type JsonSchema } from './event-compat.js';
export { checkProtoCompatibility, protoBaselinePart } from './proto-breaking.js';
export { bufCacheDir, bufModule, ensureBuf } from './tools.js';
