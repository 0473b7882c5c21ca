import { afterEach, describe, expect, it } from 'vitest';
import { createTestServer } from './node.ts';
import { FAKE_LATENCY_MS } from './start/settings.ts';
import { createFakeBackend } from './handlers/index.ts';
import { withinLatency } from './handlers/kit.ts';
import { setupServer } from 'msw/node';

let close: (() => void) | undefined;
afterEach(() => close?.());

async function timed(path: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(`http://localhost${path}`);
  await res.arrayBuffer();
  return performance.now() - started;
}

describe('latency setting', () => {
  it('is 500 ms by default', async () => {
    expect(FAKE_LATENCY_MS).toBe(500);
    const { handlers } = createFakeBackend({ baseUrl: 'http://localhost' });
    const server = setupServer(...handlers);
    server.listen();
    close = () => server.close();
    const [list, auth] = await Promise.all([timed('/app/order'), timed('/users')]);
    expect(list).toBeGreaterThanOrEqual(495);
    expect(auth).toBeGreaterThanOrEqual(495);
  });

  it('can be 0 for tests', async () => {
    const { server } = createTestServer({ delayMs: 0 });
    server.listen();
    close = () => server.close();
    await timed('/app/order'); // warm-up
    expect(await timed('/app/order')).toBeLessThan(200);
  });

  it('takes any other value', async () => {
    const { server } = createTestServer({ delayMs: 120 });
    server.listen();
    close = () => server.close();
    const elapsed = await timed('/app/event');
    expect(elapsed).toBeGreaterThanOrEqual(115);
    expect(elapsed).toBeLessThan(495);
  });

  it("counts the backend's own work inside the latency, done halfway", async () => {
    const started = performance.now();
    let workAt = 0;
    const answered = await withinLatency(200, async () => {
      workAt = performance.now() - started;
      while (performance.now() - started < workAt + 60); // a first read that generates a large list
      return 'rows';
    });
    const elapsed = performance.now() - started;
    expect(answered).toBe('rows');
    expect(workAt).toBeGreaterThanOrEqual(95);
    expect(elapsed).toBeGreaterThanOrEqual(195);
    expect(elapsed).toBeLessThan(250);
  });

  it('answers when the work ends if it outlasts the second half', async () => {
    const started = performance.now();
    await withinLatency(100, async () => {
      const from = performance.now();
      while (performance.now() - from < 80);
    });
    expect(performance.now() - started).toBeGreaterThanOrEqual(125);
  });
});
