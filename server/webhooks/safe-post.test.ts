// Deliveries refuse loopback, private, link-local and metadata addresses, written in the URL or answered by DNS,
// unless WEBHOOK_ALLOW_PRIVATE; they follow no redirect and keep the first kilobyte of an answer.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isForbiddenAddress } from './address-guard.ts';
import { safePost } from './safe-post.ts';
import { startReceiver, type Receiver } from './receiver.ts';

let receiver: Receiver;
beforeAll(async () => void (receiver = await startReceiver([200])));
afterAll(() => receiver.close());

const post = (url: string, allowPrivate = false) => safePost(url, {}, '{}', { allowPrivate, timeoutMs: 2000 });

describe('the address guard', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    '::',
    'fe80::1',
    'fd00:ec2::254',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:a9fe:a9fe',
    '224.0.0.1',
  ])('refuses %s', (address) => expect(isForbiddenAddress(address)).toBe(true));
  it.each(['93.184.215.14', '1.1.1.1', '2606:4700:4700::1111'])('allows %s', (address) => expect(isForbiddenAddress(address)).toBe(false));
});

describe('safePost', () => {
  it('refuses a loopback address written in the URL, and the metadata address, without connecting', async () => {
    const before = receiver.received.length;
    expect(await post(receiver.url)).toMatchObject({ kind: 'refused' });
    expect(await post('http://169.254.169.254/latest/meta-data/')).toMatchObject({ kind: 'refused' });
    expect(await post('http://[::ffff:127.0.0.1]:1/')).toMatchObject({ kind: 'refused' });
    expect(receiver.received.length).toBe(before);
  });

  it('refuses a name that resolves to a loopback address (checked at connect time)', async () => {
    const before = receiver.received.length;
    const outcome = await post(receiver.url.replace('127.0.0.1', 'localhost'));
    expect(outcome).toMatchObject({ kind: 'refused' });
    expect(outcome.kind !== 'answered' && outcome.error).toContain('localhost');
    expect(receiver.received.length).toBe(before);
  });

  it('delivers to the same receiver with WEBHOOK_ALLOW_PRIVATE', async () => {
    expect(await post(receiver.url, true)).toMatchObject({ kind: 'answered', statusCode: 200 });
    expect(await post(receiver.url.replace('127.0.0.1', 'localhost'), true)).toMatchObject({ kind: 'answered', statusCode: 200 });
  });

  it('follows no redirect, keeps the first kilobyte of an answer, and gives up after the timeout', async () => {
    const server = createServer((req, res) => {
      if (req.url === '/redirect') res.writeHead(302, { location: 'http://169.254.169.254/' }).end();
      else if (req.url === '/slow') setTimeout(() => res.end('late'), 5000);
      else res.writeHead(200).end('x'.repeat(100_000));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      expect(await post(`${base}/redirect`, true)).toMatchObject({ kind: 'answered', statusCode: 302 });
      const big = await post(`${base}/big`, true);
      expect(big.kind === 'answered' && big.response.length).toBe(1024);
      const slow = await safePost(`${base}/slow`, {}, '{}', { allowPrivate: true, timeoutMs: 300 });
      expect(slow).toMatchObject({ kind: 'failed' });
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});
