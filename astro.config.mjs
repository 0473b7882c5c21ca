// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { LOCALES, DEFAULT_LOCALE } from './src/i18n/locales.ts';
import fakeBackend from './build/fake-backend.ts';
import publicPages from './build/public-pages.ts';
import openApiDocument from './build/openapi.ts';
import { cspConfig } from './build/csp.ts';
import { chunkGroups } from './build/chunk-groups.ts';
import { devReloadGuard } from './build/dev-reload-guard.ts';
import { contractDocsOut } from './build/contract-docs-out.ts';
import { inlineStylesheet } from './build/stylesheets.ts';
import { loadEnv } from 'vite';
import { fileURLToPath } from 'node:url';
import { writeScreenRegistry } from './tools/generate-screen-registry.mjs';

// The screens are the files in src/screens/<area>/: dev, build and check collect them before anything imports them.
writeScreenRegistry();

const env = { ...loadEnv(process.env.NODE_ENV === 'production' ? 'production' : 'development', process.cwd(), 'PUBLIC_'), ...process.env };

export default defineConfig({
  output: 'static',
  site: process.env.SITE_URL ?? 'https://stride.example.com',
  trailingSlash: 'always',
  // Public pages paint from their first response, so their CSS comes inline; the dashboard's is a file every screen
  // shares (vite.build.assetsInlineLimit below decides which).
  build: { format: 'directory', inlineStylesheets: 'auto' },
  i18n: {
    locales: [...LOCALES],
    defaultLocale: DEFAULT_LOCALE,
    routing: { prefixDefaultLocale: false },
  },
  integrations: [react(), fakeBackend(), publicPages(), openApiDocument()],
  security: { csp: cspConfig(env) },
  // No page renders Markdown code blocks; Shiki (the default) would colour them with inline styles the CSP refuses.
  markdown: { syntaxHighlight: false },
  // Astro's dev toolbar covers the bottom of every page and fetches from the network when it starts; turn it on
  // with ASTRO_DEV_TOOLBAR=true (see the README).
  devToolbar: { enabled: process.env.ASTRO_DEV_TOOLBAR === 'true' },
  vite: {
    // Public pages' stylesheets inline, the dashboard's as files: see the module. The invoice PDF's renderer (PDFKit
    // and fontkit, about 620 kB minified) is one chunk that only asking for a PDF loads: it may pass Vite's 500 kB.
    build: { assetsInlineLimit: inlineStylesheet, chunkSizeWarningLimit: 700 },
    plugins: [tailwindcss(), devReloadGuard(), contractDocsOut()],
    resolve: {
      alias: [
        // FullCalendar reaches the Temporal polyfill only for named time zones, which Stride does not use: see the module.
        {
          find: /^temporal-polyfill\/fns\/(Instant|PlainDateTime|ZonedDateTime)$/,
          replacement: fileURLToPath(new URL('./src/islands/calendar/temporal-fns.ts', import.meta.url)),
        },
      ],
    },
    environments: {
      client: {
        build: {
          rolldownOptions: { output: { codeSplitting: { groups: chunkGroups({ fakeBackend: env.PUBLIC_FAKE_BACKEND !== 'false' }) } } },
        },
      },
    },
    // The client router's modules are imported by Astro's own code, which the dependency scan does not see: found on
    // the first dashboard page, they made the dev server bundle dependencies a second time and reload that page.
    optimizeDeps: {
      include: [
        'astro/virtual-modules/transitions-events.js',
        'astro/virtual-modules/transitions-router.js',
        'astro/virtual-modules/transitions-swap-functions.js',
        'astro/virtual-modules/transitions-types.js',
      ],
    },
    // Build outputs and test artefacts are not sources: watching them makes dev servers reload for nothing.
    server: { watch: { ignored: ['**/dist/**', '**/dist-*/**', '**/test-results/**', '**/playwright-report/**', '**/bench/**'] } },
  },
});
