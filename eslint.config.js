import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import astro from 'eslint-plugin-astro';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

const TS_FILES = ['**/*.{ts,tsx,mts,cts}'];
const TEST_FILES = ['**/*.test.{ts,tsx,mjs}', '**/*.pg-test.ts', '**/*.spec.ts'];
const JSX_FILES = ['**/*.{jsx,tsx}'];
// Safari drops the list semantics of a list styled `list-style: none` (Tailwind's default), so lists say role="list".
const LISTS_KEEP_ROLE = { ul: ['list'], ol: ['list'] };

/**
 * The layers, top first: data flows down, page -> island -> store -> API client -> backend, and the contract and the
 * schemas under them are shared by everything. A file may import from its own layer and from the layers below it;
 * never from a layer above, nor from the other entry of its own row (the fake backend and the server both implement
 * the contract and know nothing of each other). Tests (`*.test.ts`) sit outside the map and may import any layer.
 * docs/layers.md says what each layer holds.
 */
const LAYERS = [
  { tooling: ['build', 'tools', 'bench', 'tests', 'server/tools', 'astro.config.mjs', 'vitest.config.ts', 'playwright.config.ts'] },
  { pages: ['src/pages', 'src/content.config.ts'] },
  { shell: ['src/layouts', 'src/components', 'src/shell', 'src/scripts', 'src/theme', 'src/styles', 'src/navigation.ts'] },
  { islands: ['src/islands'] },
  { screens: ['src/screens'] },
  { stores: ['src/stores'] },
  { api: ['src/api'] },
  { 'fake backend': ['src/mocks'], server: ['server'] },
  { contract: ['src/contract'] },
  { shared: ['src/schemas', 'src/resources', 'src/stats', 'src/i18n', 'src/content', 'src/plain-text.ts', 'src/return-path.ts'] },
];

const CODE = '{js,mjs,ts,tsx,astro}';
const globsOf = (paths) => paths.map((path) => (/\.\w+$/.test(path) ? path : `${path}/**/*.${CODE}`));

/**
 * One block per layer, with one zone of import-x/no-restricted-paths: the layer's files may not import the layers above
 * it, nor its row's other entry. A layer nested in another's folder (server/tools in server) keeps its own rule.
 */
function layerRules(layers) {
  const entries = layers.flatMap((row, rank) => Object.entries(row).map(([name, paths]) => ({ name, paths, rank })));
  return entries.map(({ name, paths, rank }) => {
    const nested = entries.filter(
      (other) => other.name !== name && other.paths.some((inner) => paths.some((outer) => inner.startsWith(`${outer}/`))),
    );
    const forbidden = entries.filter((other) => other.rank < rank || (other.rank === rank && other.name !== name));
    const zone = {
      target: paths,
      from: forbidden.flatMap((other) => other.paths),
      message: `The ${name} layer imports only from its own layer and the ones below it (the layer map: eslint.config.js, docs/layers.md). Move what both need down.`,
    };
    return {
      name: `layers/${name}`,
      files: globsOf(paths),
      ignores: [...TEST_FILES, ...globsOf(nested.flatMap((other) => other.paths))],
      plugins: { 'import-x': importX },
      settings: { 'import-x/resolver-next': [createNodeResolver()] },
      rules: { 'import-x/no-restricted-paths': zone.from.length ? ['error', { basePath: import.meta.dirname, zones: [zone] }] : 'off' },
    };
  });
}

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

  // The layer map (LAYERS above): each layer's files import only from their own layer and the layers below it.
  ...layerRules(LAYERS),

  // Prettier owns formatting: switch off every rule that would disagree with it.
  prettier,
);
