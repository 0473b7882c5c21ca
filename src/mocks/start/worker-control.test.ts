import { describe, expect, it } from 'vitest';
import { waitForWorkerOnItsWay, type WorkerContainer } from './worker-control.ts';

/** A service worker container with one registration (or none) and a controllerchange the test fires. */
function container(registration: Partial<ServiceWorkerRegistration> | undefined, controlled = false) {
  const listeners = new Set<() => void>();
  const c = {
    controller: controlled ? ({} as ServiceWorker) : null,
    getRegistration: () => Promise.resolve(registration as ServiceWorkerRegistration | undefined),
    addEventListener: (_type: string, listener: () => void) => void listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => void listeners.delete(listener),
  };
  return { c: c as unknown as WorkerContainer, claim: () => [...listeners].forEach((l) => l()), listeners };
}

const settled = async (p: Promise<void>, ms: number) =>
  Promise.race([p.then(() => 'done'), new Promise((r) => setTimeout(() => r('waiting'), ms))]);

describe('waitForWorkerOnItsWay', () => {
  it('waits while a worker is being installed, until it takes control of the page', async () => {
    const { c, claim, listeners } = container({ installing: {} as ServiceWorker, waiting: null, active: null });
    const wait = waitForWorkerOnItsWay(c, 5_000);
    expect(await settled(wait, 50)).toBe('waiting');
    claim();
    expect(await settled(wait, 50)).toBe('done');
    expect(listeners.size).toBe(0);
  });

  it('waits for an activating worker too, and no longer than its limit', async () => {
    const { c } = container({ installing: null, waiting: null, active: { state: 'activating' } as ServiceWorker });
    expect(await settled(waitForWorkerOnItsWay(c, 30), 500)).toBe('done');
  });

  it('does not wait on a controlled page, without a registration, or beside an active worker (a reload that bypassed it)', async () => {
    for (const { c } of [
      container({ installing: {} as ServiceWorker }, true),
      container(undefined),
      container({ installing: null, waiting: null, active: { state: 'activated' } as ServiceWorker }),
    ]) {
      expect(await settled(waitForWorkerOnItsWay(c, 5_000), 50)).toBe('done');
    }
    expect(await settled(waitForWorkerOnItsWay(undefined), 50)).toBe('done');
  });
});
