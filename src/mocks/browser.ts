import { apiBaseUrl } from '../api/config.ts';

/** A Storage that lives in memory for this visit. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

/**
 * MSW keeps its cookie jar in localStorage and throws while loading when the browser blocks storage
 * (some privacy settings do). Rather than lose the whole demo, it then runs on memory for this visit:
 * registered accounts are simply not kept across reloads.
 */
function usableLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    const memory = memoryStorage();
    try {
      Object.defineProperty(window, 'localStorage', { value: memory, configurable: true });
      return memory;
    } catch {
      return undefined;
    }
  }
}

/** Starts the MSW service worker with every handler. Loaded only by src/api/backend.ts, only when the fake backend is on. */
export async function startWorker(): Promise<void> {
  const storage = usableLocalStorage();
  // Imported only now, once storage is usable: MSW's core (which the handlers import too) touches it on load.
  const [{ setupWorker }, { createFakeBackend }] = await Promise.all([import('msw/browser'), import('./handlers/index.ts')]);
  const { handlers } = createFakeBackend({ baseUrl: apiBaseUrl(), storage });
  const worker = setupWorker(...handlers);
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL.replace(/\/?$/, '/')}mockServiceWorker.js` },
  });
}
