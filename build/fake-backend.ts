import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { loadEnv, type Plugin } from 'vite';
import { demoDataVersionPlugin } from './demo-data-version.ts';
import { preloadFakeBackendInBuild } from './fake-backend-preload.ts';

/** The fake backend's service worker (public/fake-backend-worker.js) and MSW's, which it imports. */
export const FAKE_BACKEND_WORKERS = ['fake-backend-worker.js', 'mockServiceWorker.js'] as const;

/** True unless PUBLIC_FAKE_BACKEND is 'false' in the environment or a .env file (the same rule as src/api/config.ts). */
export function fakeBackendEnabled(mode: string, root: string): boolean {
  const value = process.env.PUBLIC_FAKE_BACKEND ?? loadEnv(mode, root, 'PUBLIC_').PUBLIC_FAKE_BACKEND;
  return value !== 'false';
}

/**
 * With PUBLIC_FAKE_BACKEND=false the site talks to a real API: the bundles already lack MSW (the import in
 * src/api/backend.ts is dead code then), and this removes the fake backend's service workers copied from public/.
 */
export default function fakeBackend(): AstroIntegration {
  let root = process.cwd();
  return {
    name: 'stride:fake-backend',
    hooks: {
      'astro:config:setup': ({ config, updateConfig }) => {
        root = new URL('.', config.root).pathname;
        updateConfig({ vite: { plugins: [toughCookieStandIn(), demoDataVersionPlugin(() => root)] } });
      },
      'astro:build:done': async ({ dir, logger }) => {
        if (fakeBackendEnabled('production', root)) {
          const pages = await preloadFakeBackendInBuild(fileURLToPath(dir));
          logger.info(`${pages} dashboard pages preload the fake backend with their own code`);
          return;
        }
        for (const worker of FAKE_BACKEND_WORKERS) await rm(new URL(worker, dir), { force: true });
        logger.info(`PUBLIC_FAKE_BACKEND=false: no fake backend in this build (${FAKE_BACKEND_WORKERS.join(' and ')} removed)`);
      },
    },
  };
}

/** The module browser code gets for `tough-cookie`: a jar that keeps nothing (see the module for why). */
export const TOUGH_COOKIE_STAND_IN = fileURLToPath(new URL('../src/mocks/tough-cookie-stand-in.ts', import.meta.url));

/** Resolves `tough-cookie` to TOUGH_COOKIE_STAND_IN in browser code (not in SSR, unit tests or the reference server). */
export function toughCookieStandIn(): Plugin {
  return {
    name: 'stride:tough-cookie-stand-in',
    enforce: 'pre',
    resolveId(id, _importer, options) {
      return id === 'tough-cookie' && !options?.ssr ? TOUGH_COOKIE_STAND_IN : null;
    },
  };
}
