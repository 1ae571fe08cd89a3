import path from 'node:path';

// Shared jest setup for every workspace: ESM TypeScript (and TSX) through swc, real I/O allowed.
// Browser-side tests opt into jsdom with a `@jest-environment jsdom` docblock.
const swc = (tsx) => [
  '@swc/jest',
  {
    jsc: { parser: { syntax: 'typescript', tsx }, target: 'es2023', transform: tsx ? { react: { runtime: 'automatic' } } : undefined },
    module: { type: 'es6' },
  },
];

/** @type {import('jest').Config} */
export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: { '^.+\\.ts$': swc(false), '^.+\\.tsx$': swc(true) },
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1', '\\.css$': path.join(import.meta.dirname, 'style-stub.js') },
  testMatch: ['<rootDir>/test/**/*.test.ts', '<rootDir>/test/**/*.test.tsx'],
  setupFiles: [path.join(import.meta.dirname, 'jsdom-setup.js')],
  testTimeout: 60000,
};
