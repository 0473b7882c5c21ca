/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';
import { writeScreenRegistry } from './tools/generate-screen-registry.mjs';

// Tests import the screens through the generated registry: collect the definition files first (a new one included).
writeScreenRegistry();

/**
 * Two projects: `unit` (fast, no build, no browser: `npm run test:unit`) and `integration` (tests that run a full
 * Astro build or a Chromium: `npm run test:integration`). `npm test` runs both.
 */
export default getViteConfig({
  test: {
    environment: 'node',
    testTimeout: 20_000,
    // PGlite finds its WebAssembly and extension bundles next to its own files (import.meta.url): load it from node_modules as is.
    server: { deps: { external: [/@electric-sql\/pglite/] } },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.{ts,tsx}',
            'tools/**/*.test.{ts,mjs}',
            'build/**/*.test.ts',
            'bench/**/*.test.mjs',
            'server/**/*.test.ts',
            // Tests of what only a Postgres server does (its connections): where DATABASE_URL names one, as `.ci/run` sets.
            ...(process.env.DATABASE_URL ? ['server/**/*.pg-test.ts'] : []),
          ],
        },
      },
      { extends: true, test: { name: 'integration', include: ['tests/integration/**/*.test.ts'] } },
    ],
  },
});
