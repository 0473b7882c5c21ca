// One delivery attempt: a POST to the endpoint's URL that connects only to an allowed address (address-guard.ts,
// checked on the address DNS answered, in the connection's own lookup, so what is checked is what is connected to),
// follows no redirect, gives up after the timeout and reads at most the first kilobyte of the answer.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { WEBHOOK_RESPONSE_BYTES, WEBHOOK_TIMEOUT_MS } from '../../src/contract/webhooks.ts';
import { isForbiddenAddress } from './address-guard.ts';

export interface PostOptions {
  /** Connect to loopback and private addresses too (WEBHOOK_ALLOW_PRIVATE=true: tests, a receiver on the same host). */
  allowPrivate: boolean;
  timeoutMs?: number;
}

export type PostOutcome =
  | { kind: 'answered'; statusCode: number; durationMs: number; response: string }
  /** No answer: refused is an address a delivery may not reach (not worth trying again), failed a network error or timeout. */
  | { kind: 'refused' | 'failed'; durationMs: number; error: string };

/** The error a refused address fails the connection with. */
class ForbiddenAddress extends Error {
  constructor(address: string) {
    super(`Refused: ${address} is a private, loopback or link-local address`);
    this.name = 'ForbiddenAddress';
  }
}

/** dns.lookup, refusing a name any of whose addresses is forbidden (the connection may try each of them). */
const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 4);
    const bad = addresses.find((a) => isForbiddenAddress(a.address));
    if (bad) return callback(new ForbiddenAddress(`${hostname} (${bad.address})`), '', 4);
    if (options.all) return (callback as unknown as (e: null, all: LookupAddress[]) => void)(null, addresses);
    const first = addresses[0]!;
    callback(null, first.address, first.family);
  });
};

/** The answer's first kilobyte, as text; the rest is not read (the connection is closed). */
function readStart(response: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = () => resolve(Buffer.concat(chunks).subarray(0, WEBHOOK_RESPONSE_BYTES).toString('utf8'));
    response.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
      if (size >= WEBHOOK_RESPONSE_BYTES) {
        response.destroy();
        done();
      }
    });
    response.on('end', done);
    response.on('error', done);
    response.on('close', done);
  });
}

/** POSTs `body` with `headers` to `url`; never throws. */
export function safePost(url: string, headers: Record<string, string>, body: string, options: PostOptions): Promise<PostOutcome> {
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  const target = new URL(url);
  const host = target.hostname.replace(/^\[|\]$/g, '');
  // An address written in the URL is connected to without a lookup: it is checked here.
  if (!options.allowPrivate && isIP(host) && isForbiddenAddress(host)) {
    return Promise.resolve({ kind: 'refused', durationMs: 0, error: new ForbiddenAddress(host).message });
  }
  const request = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    let settled = false;
    const settle = (outcome: PostOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const req = request(
      target,
      {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'user-agent': 'Stride-Webhooks/1' },
        // A connection of its own each time: a pooled one would skip the lookup, and so the address check.
        agent: false,
        ...(options.allowPrivate ? {} : { lookup: guardedLookup }),
      },
      (response) => {
        void readStart(response).then((text) =>
          settle({ kind: 'answered', statusCode: response.statusCode ?? 0, durationMs: ms(), response: text }),
        );
      },
    );
    const timeoutMs = options.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
    const timer = setTimeout(() => req.destroy(new Error(`No answer within ${timeoutMs / 1000} s`)), timeoutMs);
    req.on('error', (error) => {
      const refused = error instanceof ForbiddenAddress || error.name === 'ForbiddenAddress';
      settle({ kind: refused ? 'refused' : 'failed', durationMs: ms(), error: error.message });
    });
    req.end(body);
  });
}
