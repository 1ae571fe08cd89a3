export { scaffoldService, scaffoldTargets, type ScaffoldResult } from './scaffold.js';
export { checkServiceShape, serviceFolders, serviceRootFiles } from './service-shape.js';
