/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

export default getViteConfig({
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'tests/unit/**/*.test.{ts,tsx}',
      'scripts/**/*.test.{ts,mjs}',
      'server/**/*.test.ts',
      // Tests of what only a Postgres server does (its connections): where DATABASE_URL names one, as `.ci/run` sets.
      ...(process.env.DATABASE_URL ? ['server/**/*.pg-test.ts'] : []),
    ],
    environment: 'node',
    testTimeout: 20_000,
    // PGlite finds its WebAssembly and extension bundles next to its own files (import.meta.url): load it from node_modules as is.
    server: { deps: { external: [/@electric-sql\/pglite/] } },
  },
});
