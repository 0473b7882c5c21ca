import { DEMO_DATA_VERSION } from 'virtual:stride/demo-data-version';
import { deliverDemoMail } from '../demo-mail.ts';
import type { HttpHandler } from 'msw';
import { hasIndexedDb } from '../files.ts';
import { indexedDbStore } from './persist.ts';
import { DEMO_DB_NAME, effectiveExportJobThreshold, effectiveLatencyMs } from './settings.ts';
import { EXPORT_JOB_THRESHOLD } from '../../contract/jobs.ts';
import { waitForWorkerOnItsWay } from './worker-control.ts';

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
 * (some privacy settings do). Rather than lose the whole demo, it then runs on memory for this visit.
 */
function makeLocalStorageUsable(): void {
  try {
    void window.localStorage;
  } catch {
    try {
      Object.defineProperty(window, 'localStorage', { value: memoryStorage(), configurable: true });
    } catch {
      // Nothing more to try: MSW then fails to load and the notice explains it.
    }
  }
}

let resetRunning: (() => Promise<void>) | undefined;

/** The part of ServiceWorkerRegistration.prototype this module patches. */
interface Updatable {
  update(this: unknown): Promise<unknown>;
}

/**
 * MSW asks an existing registration to update (fetch the worker script again) and drops the promise. The update
 * fails when the browser has dropped the registration meanwhile (another tab reset the demo, or the network blinked),
 * which surfaced as an uncaught "Failed to update a ServiceWorker … Not found"; the worker that runs stays in place,
 * so the failure is caught. Returns the function that puts the original back.
 */
export function catchWorkerUpdateFailures(proto: Updatable | undefined = globalThis.ServiceWorkerRegistration?.prototype): () => void {
  if (!proto) return () => undefined;
  const original = proto.update;
  proto.update = function update(this: unknown) {
    const result = original.call(this);
    result.catch(() => undefined);
    return result;
  };
  return () => {
    proto.update = original;
  };
}

/**
 * Gives the main thread back to the page (input, paint, the islands' hydration) between the steps of the start:
 * each step is short, but run back to back with the loading of MSW they made one long task on a phone.
 */
function yieldToPage(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Longest stretch of handler building between two yields to the page (a phone's task stays well under 50 ms). */
const SLICE_MS = 8;

/** Builds the handler groups in order, yielding to the page whenever a slice has run SLICE_MS. */
async function buildInSlices(groups: readonly (() => HttpHandler[])[]): Promise<HttpHandler[]> {
  const handlers: HttpHandler[] = [];
  let sliceStart = performance.now();
  for (const group of groups) {
    handlers.push(...group());
    if (performance.now() - sliceStart > SLICE_MS) {
      await yieldToPage();
      sliceStart = performance.now();
    }
  }
  await yieldToPage();
  return handlers;
}

export interface StartOptions {
  /** Where the API client sends its requests (src/api/config.ts), the address the handlers answer. */
  baseUrl: string;
  /** Told when the demo state cannot be kept (memory only) or was unreadable and replaced by the sample data. */
  onStorageFallback: (outcome: 'restored' | 'memory') => void;
}

/** The page's localStorage, or undefined where the browser refuses access to it (its getter throws). */
function localStorageOrNone(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Starts the MSW service worker with every handler, on the state kept in IndexedDB (shared by every page
 * and tab of this origin). Loaded only by src/api/backend.ts, only when the fake backend is on.
 */
export async function startWorker({ baseUrl, onStorageFallback }: StartOptions): Promise<void> {
  makeLocalStorageUsable();
  // Imported only now, once storage is usable: MSW's core (which the handlers import too) touches it on load.
  const [{ setupWorker }, { fakeBackendParts }] = await Promise.all([import('msw/browser'), import('../handlers/index.ts')]);
  await yieldToPage();
  const { handlerGroups, db, takeUpJobs, reset } = fakeBackendParts({
    baseUrl,
    delayMs: effectiveLatencyMs(localStorageOrNone()),
    exportJobThreshold: effectiveExportJobThreshold(localStorageOrNone(), EXPORT_JOB_THRESHOLD),
    onMail: deliverDemoMail,
    // Where the browser blocks IndexedDB (reading `indexedDB` throws), an import's file lives in this page only.
    importFilesDb: hasIndexedDb() ? `${DEMO_DB_NAME}-imports` : undefined,
  });
  const handlers = await buildInSlices(handlerGroups);
  const worker = setupWorker(...handlers);
  // A worker another tab is installing takes this page over first: MSW would reload an uncontrolled page.
  await waitForWorkerOnItsWay(typeof navigator === 'undefined' ? undefined : navigator.serviceWorker);
  const restoreUpdate = catchWorkerUpdateFailures();
  // Requests wait for both (the API client awaits the start): the stored state loads while the worker registers.
  await Promise.all([
    db.useStorage({ store: indexedDbStore(), dataVersion: DEMO_DATA_VERSION, onFallback: onStorageFallback }),
    worker.start({
      onUnhandledRequest: 'bypass',
      quiet: true,
      // MSW's worker behind a filter that leaves images, scripts and fonts to the network (public/fake-backend-worker.js).
      serviceWorker: { url: `${import.meta.env.BASE_URL.replace(/\/?$/, '/')}fake-backend-worker.js` },
    }),
  ]).finally(restoreUpdate);
  resetRunning = reset;
  // An import whose tab closed mid-way goes on here (or waits while another tab runs it).
  // Nothing to take up is no failure of the start: a store that cannot be read leaves the jobs to their own tabs.
  void takeUpJobs().catch(() => undefined);
}

/** Puts the sample data back, for every tab (they read the stored state before answering their next request). */
export async function resetFakeBackend(): Promise<void> {
  if (!resetRunning) throw new Error('The fake backend is not running');
  await resetRunning();
}
