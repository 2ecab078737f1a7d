import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Lint rules every package shares: recommended JS and TypeScript rules, Node and browser globals. */
export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/build/**',
      // Side-by-side builds (WEB_OUT_DIR=build-…) and test output, all git-ignored.
      '**/build-*/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/.react-router/**',
      '**/storybook-static/**',
      '**/coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
);
