import { atom, type ReadableAtom } from 'nanostores';
import { apiBaseUrl, FAKE_BACKEND } from './config.ts';

export type BackendStatus = 'idle' | 'starting' | 'ready' | 'failed' | 'off';

const $status = atom<BackendStatus>(FAKE_BACKEND ? 'idle' : 'off');
// Mirrored on <html data-backend="…">, so end-to-end tests and a curious developer can see it.
$status.subscribe((status) => {
  if (typeof document !== 'undefined') document.documentElement.dataset.backend = status;
});
/** Where the fake backend stands. */
export const $backendStatus: ReadableAtom<BackendStatus> = $status;
const $failed = atom(false);
/**
 * True once the fake backend failed to start; BackendNotice shows its notice then. It changes only on failure, so
 * the start's success (the moment the first requests leave) renders nothing.
 */
export const $backendFailed: ReadableAtom<boolean> = $failed;

/** Set when the demo state cannot be kept in this browser (`memory`) or was unreadable and replaced (`restored`). */
export type DemoStorageNotice = 'restored' | 'memory' | null;
const $storageNotice = atom<DemoStorageNotice>(null);
/** BackendNotice tells the visitor when their demo changes are not kept, or were replaced by the sample data. */
export const $demoStorageNotice: ReadableAtom<DemoStorageNotice> = $storageNotice;

let starting: Promise<void> | undefined;

/**
 * Resolves when requests can be sent. With the fake backend on, the first call starts the MSW worker
 * (once); the API client awaits this before every request. With PUBLIC_FAKE_BACKEND=false, FAKE_BACKEND
 * is the literal `false` at build, so `startFakeBackend` and the dynamic import of src/mocks are dropped.
 * It never rejects: a failed start is reported through $backendStatus and requests then fail on their own.
 */
export function backendReady(): Promise<void> {
  if (!FAKE_BACKEND) return Promise.resolve();
  // Outside a browser (build, unit tests) there is no worker to start; msw/node serves the tests.
  if (typeof window === 'undefined') return Promise.resolve();
  starting ??= startFakeBackend();
  return starting;
}

/** Why the worker cannot run here, or null when it can. */
export function serviceWorkerBlocker(): 'unsupported' | 'insecure' | null {
  if (!window.isSecureContext) return 'insecure';
  if (!('serviceWorker' in navigator)) return 'unsupported';
  return null;
}

/**
 * The fake backend's browser module. The env test sits on the import itself: with PUBLIC_FAKE_BACKEND=false it
 * reads `'false' === 'false'` at build, and the bundler drops the import (and MSW with it).
 * tests/integration/fake-backend-off.test.ts checks.
 */
function fakeBackendModule(): Promise<typeof import('../mocks/start/fake-backend-start.ts')> {
  return import.meta.env.PUBLIC_FAKE_BACKEND === 'false'
    ? Promise.reject(new Error('Fake backend is off'))
    : import('../mocks/start/fake-backend-start.ts');
}

/** Puts the fake backend's sample data back in every tab. Rejects when the fake backend is off or failed to start. */
export async function resetFakeBackendData(): Promise<void> {
  if (!FAKE_BACKEND) throw new Error('Fake backend is off');
  await backendReady();
  const { resetFakeBackend } = await fakeBackendModule();
  await resetFakeBackend();
  if ($storageNotice.get() === 'restored') $storageNotice.set(null);
}

async function startFakeBackend(): Promise<void> {
  $status.set('starting');
  try {
    const blocker = serviceWorkerBlocker();
    if (blocker) throw new Error(`Service worker ${blocker}`);
    const { startWorker } = await fakeBackendModule();
    await startWorker({ baseUrl: apiBaseUrl(), onStorageFallback: (outcome) => $storageNotice.set(outcome) });
    $status.set('ready');
  } catch (error) {
    console.error('The fake backend could not start:', error);
    $status.set('failed');
    $failed.set(true);
  }
}
