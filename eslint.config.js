import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/gen/**', '**/node_modules/**', '**/.data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'error',
    },
  },
  {
    // The front ends share one copy of these through @shop/web-core; importing them directly
    // would load a second copy with its own React contexts.
    files: ['frontends/**', 'packages/ui/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['wouter', 'wouter/*', 'react-router', '@tanstack/react-query', '@trpc/*', 'superjson'],
              message: 'Use @shop/web-core, which every micro-frontend shares.',
            },
          ],
          paths: [
            {
              name: '@shop/web-core',
              importNames: ['useMutation'],
              message: 'Submit with useSubmit from @shop/web-core/forms: it sends the idempotency key of the user intent.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/test/**', '**/scripts/**', 'deploy/local/**', 'load-tests/**'],
    rules: { 'no-console': 'off' },
  },
);
