export { scaffoldService, scaffoldTargets, type ScaffoldResult } from './scaffold.js';
