// Lint: the recommended JavaScript and TypeScript rules, without type-aware rules (the type
// checker runs separately as `npm run typecheck`). Fixtures under rules/, bench corpora and test/engine/apps are
// scanned code, not Vigil's code, and are never linted.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'rules/**', 'bench/**/corpus/**', 'bench/engine/corpus/**', 'bench/engine/labelled/**', 'bench/engine/realapp/**', 'test/engine/apps/**', 'data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // The dashboard (web/) runs in the browser.
    files: ['web/**/*.{ts,tsx,mjs}'],
    languageOptions: { globals: { window: 'readonly', document: 'readonly', sessionStorage: 'readonly', localStorage: 'readonly', navigator: 'readonly', HTMLElement: 'readonly', KeyboardEvent: 'readonly', Event: 'readonly', EventTarget: 'readonly', Response: 'readonly', URLSearchParams: 'readonly' } },
  },
  {
    languageOptions: { globals: { process: 'readonly', console: 'readonly', Buffer: 'readonly', URL: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly', setInterval: 'readonly', clearInterval: 'readonly', performance: 'readonly', fetch: 'readonly', AbortController: 'readonly', AbortSignal: 'readonly', structuredClone: 'readonly', setImmediate: 'readonly', queueMicrotask: 'readonly', TextDecoder: 'readonly', TextEncoder: 'readonly' } },
    rules: {
      // Kysely migrations take Kysely<any> by design (they are frozen in time).
      '@typescript-eslint/no-explicit-any': 'off',
      // Git ref names and scanned text are checked for control characters on purpose.
      'no-control-regex': 'off',
      // Walking a chain of scopes or parents starts from `this`.
      '@typescript-eslint/no-this-alias': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
);
