// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';

const startWorker = vi.fn(() => Promise.resolve());
vi.mock('../mocks/start/fake-backend-start.ts', () => ({ startWorker }));

async function freshBackend() {
  vi.resetModules();
  return import('./backend.ts');
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  startWorker.mockClear();
  vi.restoreAllMocks();
});

describe('backendReady', () => {
  it('starts the worker once, before requests, where service workers run', async () => {
    vi.stubGlobal('isSecureContext', true);
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
    const { backendReady, $backendStatus, $backendFailed } = await freshBackend();
    // The notice's store says nothing on success: the moment the first requests leave runs no island's render.
    const failedChanges = vi.fn();
    const unbind = $backendFailed.listen(failedChanges);
    expect($backendStatus.get()).toBe('idle');
    const first = backendReady();
    expect($backendStatus.get()).toBe('starting');
    await Promise.all([first, backendReady()]);
    expect($backendStatus.get()).toBe('ready');
    expect(failedChanges).not.toHaveBeenCalled();
    unbind();
    expect(document.documentElement.dataset.backend).toBe('ready');
    expect(startWorker).toHaveBeenCalledOnce();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('reports "failed" on an insecure origin, without throwing', async () => {
    vi.stubGlobal('isSecureContext', false);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { backendReady, $backendStatus, serviceWorkerBlocker } = await freshBackend();
    await expect(backendReady()).resolves.toBeUndefined();
    expect($backendStatus.get()).toBe('failed');
    expect(serviceWorkerBlocker()).toBe('insecure');
    expect(startWorker).not.toHaveBeenCalled();
  });

  it('reports "failed" when the browser has no service workers', async () => {
    vi.stubGlobal('isSecureContext', true);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { backendReady, $backendStatus, serviceWorkerBlocker } = await freshBackend();
    await backendReady();
    expect(serviceWorkerBlocker()).toBe('unsupported');
    expect($backendStatus.get()).toBe('failed');
  });

  it('reports "failed" when the worker itself fails to start', async () => {
    vi.stubGlobal('isSecureContext', true);
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
    startWorker.mockRejectedValueOnce(new Error('register failed'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { backendReady, $backendStatus, $backendFailed } = await freshBackend();
    await backendReady();
    expect($backendStatus.get()).toBe('failed');
    expect($backendFailed.get()).toBe(true);
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('is "off" and a no-op with PUBLIC_FAKE_BACKEND=false', async () => {
    vi.stubEnv('PUBLIC_FAKE_BACKEND', 'false');
    const { backendReady, $backendStatus } = await freshBackend();
    expect($backendStatus.get()).toBe('off');
    await backendReady();
    expect($backendStatus.get()).toBe('off');
    expect(startWorker).not.toHaveBeenCalled();
  });
});
