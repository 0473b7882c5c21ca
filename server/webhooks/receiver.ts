// A webhook receiver on 127.0.0.1 for the tests: every request it gets, with its time, headers and body; it answers
// each with the next status of its list (the last one from then on).
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  at: number;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface Receiver {
  url: string;
  received: Received[];
  /** Resolves once `count` requests have come (rejects after `ms`). */
  waitFor(count: number, ms?: number): Promise<void>;
  close(): Promise<void>;
}

export async function startReceiver(statuses: number[] = [200]): Promise<Receiver> {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ at: Date.now(), headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(statuses[Math.min(received.length, statuses.length) - 1] ?? 200, { 'content-type': 'text/plain' });
      res.end(`got ${received.length}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    waitFor: async (count, ms = 20_000) => {
      const deadline = Date.now() + ms;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`${received.length} of ${count} requests came within ${ms} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
