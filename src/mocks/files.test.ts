import { afterEach, describe, expect, it } from 'vitest';
import { defaultFakeFiles } from './files.ts';

afterEach(() => {
  delete (globalThis as { indexedDB?: unknown }).indexedDB;
});

describe("the fake backend's uploaded files", () => {
  it('are kept in memory where reading indexedDB throws (storage blocked), instead of stopping the fake backend', async () => {
    Object.defineProperty(globalThis, 'indexedDB', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    const files = defaultFakeFiles();
    const bytes = new Uint8Array([137, 80, 78, 71]).buffer;
    await files.put('a.png', { bytes, type: 'image/png' });
    expect(await files.get('a.png')).toEqual({ bytes, type: 'image/png' });
  });
});
