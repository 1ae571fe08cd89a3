import shared from '../eslint.config.js';

// The repository's rules, plus what the root config grants load-tests by its path (relative to
// this file here, so restated) and the k6 scripts' environment.
export default [
  ...shared,
  { rules: { 'no-console': 'off' } },
  {
    // k6 scripts: plain ES modules run by k6, not Node. `k6` and `k6/*` imports are k6's built-in
    // modules, resolved by k6 at run time; these are the globals k6 defines.
    files: ['k6/**/*.js'],
    languageOptions: {
      sourceType: 'module',
      globals: { __ENV: 'readonly', __VU: 'readonly', __ITER: 'readonly', crypto: 'readonly', open: 'readonly' },
    },
  },
];
