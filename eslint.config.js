import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import astro from 'eslint-plugin-astro';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

const TS_FILES = ['**/*.{ts,tsx,mts,cts}'];
const JSX_FILES = ['**/*.{jsx,tsx}'];
// Safari drops the list semantics of a list styled `list-style: none` (Tailwind's default), so lists say role="list".
const LISTS_KEEP_ROLE = { ul: ['list'], ol: ['list'] };

export default defineConfig(
  {
    ignores: [
      'dist/',
      'dist-*/',
      '.astro/',
      'node_modules/',
      'public/mockServiceWorker.js',
      'test-results/',
      'playwright-report/',
      'bench/.tmp/',
      '.data/',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  // The fake backend's service worker (a classic script: it imports MSW's with importScripts).
  { files: ['public/fake-backend-worker.js'], languageOptions: { sourceType: 'script', globals: globals.serviceworker } },

  js.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 'latest',
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
  },

  // TypeScript: the type-checked rule sets, on the one program of tsconfig.json (it includes every file). Measured cold on
  // 2 cores: 27 s of ESLint, against 35 s with the project service (`projectService: true`), which gives the same
  // results here: there is one tsconfig, and the service does not type the scripts of .astro files either.
  ...[...tseslint.configs.recommendedTypeChecked, ...tseslint.configs.stylisticTypeChecked].map((config) => ({
    ...config,
    files: TS_FILES,
  })),
  {
    files: TS_FILES,
    languageOptions: { parserOptions: { project: './tsconfig.json', tsconfigRootDir: import.meta.dirname } },
    rules: {
      // React ignores what an event handler returns, and every async handler here catches its own failure
      // (toast, field message); `onSubmit={async …}` is therefore fine. Promises in other places are still checked.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // Props and option objects declare their callbacks with method syntax (`onRetry(): void`) and are
      // destructured; no function in them reads `this`, so the rule would only flag harmless destructuring.
      '@typescript-eslint/unbound-method': 'off',
      // A leading underscore marks what is deliberately left unused: a parameter kept for its position,
      // a property taken out of an object so that the rest can be used.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // An empty string is as good as missing for names and settings (`displayName || email`), so `||` is meant there.
      '@typescript-eslint/prefer-nullish-coalescing': ['error', { ignorePrimitives: { string: true } }],
    },
  },
  {
    // Tests read JSON bodies (`any` by nature) and assert on their shape, so a wrong access fails the test itself;
    // stubs are empty or async without awaiting on purpose, standing in for callbacks and async APIs.
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-empty-function': 'off',
      '@typescript-eslint/require-await': 'off',
    },
  },

  // React islands: the hooks rules (including the React Compiler-era checks v7 ships) and accessibility. Only where
  // React code lives (JSX files, the islands' hook modules): the compiler's analysis of every other module of src/
  // found nothing and took a tenth of the lint's time.
  { files: ['src/**/*.tsx', 'src/islands/**/*.ts', 'src/shell/islands/**/*.ts'], ...reactHooks.configs.flat['recommended-latest'] },
  {
    // A dynamic import of zod hands the whole namespace to the importer, so the bundler keeps all of it (forty
    // locales, JSON Schema): 90 KB gzip on every dashboard page, once. Import schemas from src/schemas/ or the contract.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportExpression[source.value=/^zod/]',
          message: "Import zod statically ('zod/mini'); a dynamic import keeps all of it.",
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      // Islands are rendered to HTML at build time. What only the browser knows (storage, the URL's query, media
      // queries, the platform, the session) is applied in an effect after hydration so that the first client render
      // matches that HTML; a dialog resets its fields when it opens. That is the pattern this rule reports.
      'react-hooks/set-state-in-effect': 'off',
      // Only says that the React Compiler would leave a component alone (TanStack Table's); the compiler is not used.
      'react-hooks/incompatible-library': 'off',
    },
  },
  // The plugin object itself (not the copy inside its flat config) so that eslint-plugin-astro's a11y config can share it.
  {
    files: JSX_FILES,
    plugins: { 'jsx-a11y': jsxA11y },
    rules: { ...jsxA11y.flatConfigs.recommended.rules, 'jsx-a11y/no-redundant-roles': ['error', LISTS_KEEP_ROLE] },
  },

  // Astro components, with the same accessibility rules applied to their markup. Their frontmatter gets the rules that
  // need no type information (the TypeScript program does not read .astro files); `astro check` types them. The same
  // goes for their <script> blocks, which the parser hands over as virtual `<file>.astro/<n>.ts` files.
  ...astro.configs['flat/recommended'],
  ...astro.configs['flat/jsx-a11y-recommended'],
  { files: ['**/*.astro/*.ts'], ...tseslint.configs.disableTypeChecked },
  { files: ['**/*.astro'], rules: { 'astro/jsx-a11y/no-redundant-roles': ['error', LISTS_KEEP_ROLE] } },

  // Fences between the layers. The contract (src/contract/) and the data it is about (src/resources/: each list's
  // schema, rules and sample data; src/schemas/: the shared field builders and the other payloads; src/stats/: the
  // dashboards' aggregates and their synthetic history) are read by both backends, so they import nothing of the fake backend, the screens or the islands. Their tests may: they run the
  // contract against the fake backend.
  {
    files: ['src/contract/**/*.ts', 'src/resources/**/*.ts', 'src/schemas/**/*.ts', 'src/stats/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/mocks/**', '**/screens/**', '**/islands/**', '**/components/**', '**/stores/**', '**/pages/**'],
              message:
                'The contract, the resources, the schemas and the stats are shared with the server: they import no fake backend, screen or UI code.',
            },
          ],
        },
      ],
    },
  },
  // The reference server imports from src/ only the contract and the resources, and these shared pure modules:
  // src/schemas/ (the field builders and payload schemas the contract is written in), src/stats/ (the dashboard
  // aggregates, computed the same way by both backends), src/i18n/ (locale list, paths and message formatting for the
  // mails and the static site it serves) and src/theme/settings.ts (the theme cookie it reads to render pages).
  // Not the fake backend (src/mocks/): the sample data it seeds comes from src/resources/ and src/content/data/.
  // server/tools/ holds developer tools (synthetic rows for measurements), which may use the fake backend's generator.
  {
    files: ['server/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.pg-test.ts', 'server/tools/**', 'server/test-server.ts', 'server/process-harness.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/src/*',
                '!**/src/contract',
                '!**/src/resources',
                '!**/src/schemas',
                '!**/src/stats',
                '!**/src/i18n',
                '!**/src/theme',
                '**/src/theme/*',
                '!**/src/theme/settings.ts',
              ],
              message: 'The server imports from src/ only the contract, the resources and the shared pure modules (see eslint.config.js).',
            },
          ],
        },
      ],
    },
  },

  // Prettier owns formatting: switch off every rule that would disagree with it.
  prettier,
);
