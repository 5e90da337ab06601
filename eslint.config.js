// Lint: the recommended JavaScript and TypeScript rules, without type-aware rules (the type
// checker runs separately as `npm run typecheck`). Fixtures under rules/, bench corpora and test/engine/apps are
// scanned code, not Vigil's code, and are never linted.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

// The layer rules of ARCHITECTURE.md ("Code map"): an import that points the wrong way fails the
// lint (and so `npm test`). Type-only imports are allowed (a handler may name the Db type it is
// given); values are not. Patterns are regular expressions over the import path.
const layer = (folder, forbidden) => ({
  files: [`src/${folder}/**/*.ts`],
  rules: {
    'no-restricted-imports': 'off',
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        patterns: forbidden.map(([regex, why]) => ({ regex, allowTypeImports: true, message: `${folder} ${why} (ARCHITECTURE.md, Code map).` })),
      },
    ],
  },
});
const dir = (name) => `(^|/)${name}(/|$)`;
const sqlPackages = '^(kysely|pg|better-sqlite3)$';
const http = '^fastify$|^@fastify/';
// Kysely's query builders: calling one on a Db outside src/store is writing SQL there.
const SQL_BUILDERS = ['selectFrom', 'insertInto', 'updateTable', 'deleteFrom', 'replaceInto', 'mergeInto', 'selectNoFrom'];
const nobodyImportsApiOrCli = [[dir('api'), 'may not import src/api: nothing does'], [dir('cli'), 'may not import src/cli: nothing does']];
export const layerRules = [
  layer('api', [...nobodyImportsApiOrCli.slice(1), [dir('store'), 'calls services, never the store'], [dir('workflows'), 'calls services, never workflows'], ['(^|/)queue/(?!types\\.js$)', 'enqueues through services (only the queue\'s types and errors)'], [sqlPackages, 'may not write SQL']]),
  layer('services', [...nobodyImportsApiOrCli, [dir('workflows'), 'may not call workflows'], [http, 'may not know HTTP'], [sqlPackages, 'may not write SQL: only src/store does']]),
  layer('store', [...nobodyImportsApiOrCli, [dir('services'), 'may not decide anything: nothing of services'], [dir('workflows'), 'may not call workflows'], [dir('queue'), 'may not use the queue'], [dir('engine'), 'may not use the engine'], [http, 'may not know HTTP']]),
  layer('workflows', [...nobodyImportsApiOrCli, [dir('store'), 'may not speak SQL: it calls services'], [http, 'may not speak HTTP'], [sqlPackages, 'may not speak SQL']]),
  layer('queue', [...nobodyImportsApiOrCli, [dir('services'), 'may not know what a scan is'], [dir('workflows'), 'may not know what a scan is'], [dir('engine'), 'may not use the engine'], [http, 'may not know HTTP'], [sqlPackages, 'may not write SQL: its statements are in src/store/queue-jobs']]),
  layer('webhooks', [...nobodyImportsApiOrCli, [dir('workflows'), 'may not call workflows'], [http, 'may not know HTTP'], [sqlPackages, 'may not write SQL: only src/store does']]),
  layer('git', [...nobodyImportsApiOrCli, [dir('services'), 'may not call services'], [dir('store'), 'may not use the store'], [dir('workflows'), 'may not call workflows'], [dir('queue'), 'may not use the queue']]),
  layer('engine', [...nobodyImportsApiOrCli, ...['services', 'store', 'queue', 'workflows', 'git', 'crypto'].map((d) => [dir(d), 'imports nothing of the service']), [sqlPackages, 'does no database I/O'], [http, 'does no network I/O'], ['^(ioredis|bullmq)$', 'does no network I/O']]),
];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'rules/**', 'bench/**/corpus/**', 'bench/secrets/heldout*/**', 'bench/engine/corpus/**', 'bench/engine/labelled/**', 'bench/engine/realapp*/**', 'test/engine/apps/**', 'test/engine/stored-xss/**', 'data/**', 'coverage/**'] },
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
  ...layerRules,
  {
    // Only src/store builds queries or opens transactions (services call its transaction(fn)).
    // Outside it a Db is only passed along; a query built on it fails the lint.
    files: ['src/**/*.ts'],
    ignores: ['src/store/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: `CallExpression[callee.property.name=/^(${SQL_BUILDERS.join('|')})$/]`, message: 'Only src/store writes SQL: add a repository function there (ARCHITECTURE.md, Code map).' },
        { selector: "CallExpression[callee.property.name='transaction'][arguments.length=0]", message: 'Only src/store opens transactions: call transaction(db, fn) of src/store/transaction.ts.' },
      ],
    },
  },
);
