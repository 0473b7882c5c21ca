// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { LOCALES, DEFAULT_LOCALE } from './src/i18n/locales.ts';
import fakeBackend from './src/integrations/fake-backend.ts';

export default defineConfig({
  output: 'static',
  site: process.env.SITE_URL ?? 'https://stride.example.com',
  trailingSlash: 'always',
  build: { format: 'directory' },
  i18n: {
    locales: [...LOCALES],
    defaultLocale: DEFAULT_LOCALE,
    routing: { prefixDefaultLocale: false },
  },
  integrations: [react(), fakeBackend()],
  vite: {
    plugins: [tailwindcss()],
  },
});
