// @vitest-environment happy-dom
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from '../node.ts';

const { server } = createTestServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const post = (path: string, body: unknown) =>
  fetch(`http://localhost${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

describe.each(['/app/newsletter', '/app/launch-alert'])('POST %s', (path) => {
  it('subscribes an address once (201), then answers 409 Already subscribed, whatever the letter case', async () => {
    const first = await post(path, { email: 'ada@example.com' });
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ email: 'ada@example.com' });
    const again = await post(path, { email: 'Ada@Example.com' });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: 'Already subscribed' });
  });

  it('answers 400 for something that is not an e-mail address, without a token', async () => {
    const bad = await post(path, { email: 'not-an-address' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toMatch(/email/i);
  });
});

it('keeps the two lists apart', async () => {
  expect((await post('/app/newsletter', { email: 'both@example.com' })).status).toBe(201);
  expect((await post('/app/launch-alert', { email: 'both@example.com' })).status).toBe(201);
});
