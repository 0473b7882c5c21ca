// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';

const backend = vi.hoisted(() => ({ reset: vi.fn(() => Promise.resolve()) }));
vi.mock('../api/backend.ts', () => ({ resetFakeBackendData: backend.reset }));

const { onDemoDataReset, resetDemoData } = await import('./demo-data.ts');

afterEach(() => backend.reset.mockReset());

describe('demo data reset', () => {
  it('resets the fake backend, then tells this tab’s screens to load again', async () => {
    const reload = vi.fn();
    const stop = onDemoDataReset(reload);
    await resetDemoData();
    expect(backend.reset).toHaveBeenCalledTimes(1);
    expect(reload).toHaveBeenCalledTimes(1);
    stop();
    await resetDemoData();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('hears a reset made in another tab', async () => {
    const reload = vi.fn();
    const stop = onDemoDataReset(reload);
    const otherTab = new BroadcastChannel('stride:demo-data');
    otherTab.postMessage('reset');
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    otherTab.close();
    stop();
  });

  it('tells no screen to reload when the reset failed', async () => {
    backend.reset.mockRejectedValueOnce(new Error('Fake backend is off'));
    const reload = vi.fn();
    const stop = onDemoDataReset(reload);
    await expect(resetDemoData()).rejects.toThrow('Fake backend is off');
    expect(reload).not.toHaveBeenCalled();
    stop();
  });
});
