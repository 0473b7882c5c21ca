import { DrizzleQueryError } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BODY_LIMIT, createApp } from '../app.ts';
import { connect } from '../db/connect.ts';
import { classifyFailure, describeFailure } from '../db/failures.ts';
import { silentLogger } from '../log.ts';
import { createTestServer, START_TIMEOUT, type TestServer } from '../test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
}, START_TIMEOUT);
afterAll(() => server.close());

/** A Drizzle query error around a driver's error, as a failed query throws it. */
function queryError(cause: object): Error {
  return new DrizzleQueryError('insert into users (email, password_hash) values ($1, $2)', ['a@b.c', 'scrypt$secret'], cause as Error);
}

describe('GET /healthz', () => {
  it('answers 200 { status: ok, db: ok, listener: ok } without a token, never cached', async () => {
    const res = await server.request('/healthz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', db: 'ok', listener: 'ok' });
    expect(res.headers.get('Cache-Control')).toBe('no-store');
  });

  it('answers 503 with Retry-After when the database does not answer', async () => {
    const failing = {
      execute: () => Promise.reject(queryError(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))),
    };
    const { app } = createApp({ db: failing as never, driver: 'postgres', logger: silentLogger, logRequests: false });
    const res = await app.request('/healthz');
    expect(res.status).toBe(503);
    expect(res.headers.get('Retry-After')).toBe('5');
    expect(await res.json()).toMatchObject({ status: 'unavailable', db: 'unavailable' });
  });

  it('answers 503 with Retry-After while the live stream does not hear the changes, and 200 once it does again', async () => {
    // A hub whose Postgres LISTEN connection is down, then back.
    const hub = { listening: false, join: () => () => undefined, size: 0, close: () => Promise.resolve() };
    const { app } = createApp({
      db: server.database.db,
      driver: server.database.driver,
      live: hub,
      logger: silentLogger,
      logRequests: false,
    });
    const down = await app.request('/healthz');
    expect(down.status).toBe(503);
    expect(down.headers.get('Retry-After')).toBe('5');
    expect(await down.json()).toMatchObject({ status: 'unavailable', db: 'ok', listener: 'unavailable' });
    hub.listening = true;
    const up = await app.request('/healthz');
    expect(up.status).toBe(200);
    expect(await up.json()).toEqual({ status: 'ok', db: 'ok', listener: 'ok' });
  });
});

describe('what a failed query answers', () => {
  it.each([
    ['a value out of range (22003)', { code: '22003' }, 'postgres', 'bad-input'],
    ['a NUL in text (22021)', { code: '22021' }, 'pglite', 'bad-input'],
    ['a refused connection', { code: 'ECONNREFUSED' }, 'postgres', 'unavailable'],
    ['a server shutting down (57P01)', { code: '57P01' }, 'postgres', 'unavailable'],
    ['a lost connection', { message: 'Connection terminated unexpectedly' }, 'postgres', 'unavailable'],
    ['a PGlite I/O error (58030)', { code: '58030' }, 'pglite', 'fatal'],
    ['a PGlite file gone (58P01)', { code: '58P01' }, 'pglite', 'fatal'],
    ['a crashed PGlite (no SQLSTATE)', { message: 'RuntimeError: unreachable' }, 'pglite', 'fatal'],
    ['a unique violation (23505)', { code: '23505' }, 'pglite', null],
  ] as const)('%s', (_, cause, driver, expected) => {
    expect(classifyFailure(queryError(cause), driver)).toBe(expected);
  });

  it('is logged without its parameters', () => {
    const text = describeFailure(queryError(Object.assign(new Error('duplicate key'), { code: '23505' })));
    expect(text).toContain('insert into users');
    expect(text).toContain('[23505]');
    expect(text).not.toContain('a@b.c');
    expect(text).not.toContain('secret');
  });

  it('a PGlite storage failure logs and calls onFatal (the server exits for its supervisor); the answer is 503', async () => {
    const onFatal = vi.fn();
    const errors: string[] = [];
    const failing = { execute: () => Promise.reject(queryError(Object.assign(new Error('could not write'), { code: '58030' }))) };
    const logger = { info: () => undefined, error: (event: string) => void errors.push(event) };
    const { app } = createApp({ db: failing as never, driver: 'pglite', logger, logRequests: false, onFatal });
    const res = await app.request('/healthz');
    expect(res.status).toBe(503);
    expect(onFatal).toHaveBeenCalledTimes(1);
    expect(errors).toEqual(['health check failed']);
  });

  it('a real PGlite file error reaches onFatal from a route', { timeout: START_TIMEOUT }, async () => {
    const pglite = await connect({ dataDir: 'memory://' });
    try {
      const onFatal = vi.fn();
      const { app } = createApp({ db: pglite.db, driver: 'pglite', logger: silentLogger, logRequests: false, onFatal });
      app.get('/test/storage', async (c) => {
        await pglite.db.execute(sql`select pg_read_file('/no/such/file/of/pglite')`);
        return c.text('unreachable');
      });
      const res = await app.request('/test/storage');
      expect(res.status).toBe(503);
      expect(onFatal).toHaveBeenCalledTimes(1);
    } finally {
      await pglite.close();
    }
  });
});

describe('request bodies', () => {
  it('a body over 1 MiB is answered 413 (with or without Content-Length); a GET is answered as usual', async () => {
    const big = JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(BODY_LIMIT) });
    const sized = await server.request('/users/authenticate', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: big,
    });
    expect(sized.status).toBe(413);
    expect(await sized.json()).toEqual({ message: 'The request body is too large' });
    const streamed = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    const chunked = await server.request('/users/authenticate', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: streamed,
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(413);
    expect((await server.request('/healthz')).status).toBe(200);
  });
});
