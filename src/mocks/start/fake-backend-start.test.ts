import { describe, expect, it } from 'vitest';
import { catchWorkerUpdateFailures } from './fake-backend-start.ts';

describe('catchWorkerUpdateFailures', () => {
  it('marks a failed registration update as handled while the worker starts, then puts update back', async () => {
    const failure = new Error('Failed to update a ServiceWorker for scope: Not found');
    const original = () => Promise.reject(failure);
    const proto = { update: original };
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const restore = catchWorkerUpdateFailures(proto);
      // MSW calls update() and drops the promise.
      void proto.update();
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).toEqual([]);
      restore();
      expect(proto.update).toBe(original);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });

  it('still lets a caller that awaits the update see its failure', async () => {
    const proto = { update: () => Promise.reject(new Error('Not found')) };
    catchWorkerUpdateFailures(proto);
    await expect(proto.update()).rejects.toThrow('Not found');
  });
});
