import { setupWorker } from 'msw/browser';
import { apiBaseUrl } from '../api/config.ts';
import { createFakeBackend } from './handlers/index.ts';

function localStorageOrUndefined(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** Starts the MSW service worker with every handler. Loaded only by src/api/backend.ts, only when the fake backend is on. */
export async function startWorker(): Promise<void> {
  const { handlers } = createFakeBackend({ baseUrl: apiBaseUrl(), storage: localStorageOrUndefined() });
  const worker = setupWorker(...handlers);
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL.replace(/\/?$/, '/')}mockServiceWorker.js` },
  });
}
