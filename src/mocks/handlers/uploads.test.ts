import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contract/messages.ts';
import { TINY_PNG } from '../../contract/contract-cases.ts';
import { memoryFiles, type FakeFileStore } from '../files.ts';
import { createTestServer, DEMO_AUTH } from '../node.ts';

// The browser's storage as the test sets it: taking files, or refusing them as IndexedDB does when it is full.
const stored = memoryFiles();
let failure: Error | undefined;
const files: FakeFileStore = { ...stored, put: (key, file) => (failure ? Promise.reject(failure) : stored.put(key, file)) };
const { server } = createTestServer({ files });
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  failure = undefined;
});
afterAll(() => server.close());

const upload = () =>
  fetch('http://localhost/app/uploads', { method: 'POST', headers: { 'Content-Type': 'image/png', ...DEMO_AUTH }, body: TINY_PNG });

describe("the fake backend's uploads when the browser's storage is full", () => {
  it.each(['QuotaExceededError', 'NS_ERROR_DOM_QUOTA_REACHED'])(
    "answer IndexedDB's %s with the reference server's 507 and message for a full disk",
    async (name) => {
      failure = new DOMException('The quota has been exceeded.', name);
      const res = await upload();
      expect(res.status).toBe(507);
      expect(await res.json()).toEqual({ message: MESSAGES.storageFull });
    },
  );

  it('store the file again once there is room', async () => {
    failure = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    expect((await upload()).status).toBe(507);
    failure = undefined;
    const res = await upload();
    expect(res.status).toBe(201);
    const { url } = (await res.json()) as { url: string };
    expect((await fetch(`http://localhost${url}`)).status).toBe(200);
  });
});
