import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { architectureRules } from './scripts/architecture-lint.mjs';
import { urlSinkRules } from './scripts/url-sink-lint.mjs';
import { uiKitRules } from './scripts/ui-kit-lint.mjs';

const root = import.meta.dirname;

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      '.dev/**',
      'node_modules/**',
      'public/mockServiceWorker.js',
      'test-results/**',
      'playwright-report/**',
      'cli/dist/**',
      'scenario-artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: root } },
    rules: {
      // Type-aware: a promise nobody awaits hides failures.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.tsx', 'src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // The few CommonJS files (the llts bin and the loader of its bundle: an ES module entry costs every
    // command Node's ES module loader) import with require, the only import CommonJS has.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The component tests' bounds are set once, generously, for a loaded 2-core machine (tests/setup/dom.ts,
    // vitest.config.ts). A file's own bound was always a lower one: on a busy CI machine it failed a wait
    // that the shared bound would have seen through.
    files: ['tests/**/*.{ts,tsx}'],
    ignores: ['tests/setup/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name='configure'] Property[key.name='asyncUtilTimeout']",
          message: 'The wait bound is set once, in tests/setup/dom.ts.',
        },
        {
          selector: "CallExpression[callee.object.name='vi'][callee.property.name='setConfig']",
          message: 'Test timeouts are set once, per project, in vitest.config.ts.',
        },
      ],
    },
  },
  ...architectureRules(root),
  // Addresses from a server or the config reach the DOM only through the one check (issue 28 item 11).
  ...urlSinkRules(),
  // One field kit: the kit's select everywhere, focus rings on keyboard focus only.
  ...uiKitRules(),
);
