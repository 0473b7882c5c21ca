import fs, { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DrizzleQueryError, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../src/contract/messages.ts';
import { createApp } from '../app.ts';
import { silentLogger } from '../log.ts';
import { START_TIMEOUT } from '../test-server.ts';
import { connect, type Database } from './connect.ts';
import { classifyFailure } from './failures.ts';

const queryError = (cause: object) => new DrizzleQueryError('insert into t (v) values ($1)', ['x'], cause as Error);

describe('a full disk', () => {
  it.each([
    [
      'a table PGlite could not grow',
      { code: '53100', message: 'could not extend file "base/5/16385": No space left on device' },
      'pglite',
      'full',
    ],
    [
      'PGlite log (WAL) not written',
      { code: '53100', message: 'could not write to log file "000000010000000000000001"' },
      'pglite',
      'fatal',
    ],
    ['any disk-full error of a Postgres server', { code: '53100', message: 'could not write to log file' }, 'postgres', 'full'],
  ] as const)('%s', (_, cause, driver, expected) => {
    expect(classifyFailure(queryError(cause), driver)).toBe(expected);
  });

  it.each(['ENOSPC', 'EDQUOT'])('a write of the server itself failing with %s is answered 507, without onFatal', async (code) => {
    const onFatal = vi.fn();
    const { app } = createApp({ db: {} as never, driver: 'pglite', logger: silentLogger, logRequests: false, onFatal });
    app.get('/test/write', () => {
      throw Object.assign(new Error(`${code}: no space left on device, write`), { code });
    });
    const res = await app.request('/test/write');
    expect(res.status).toBe(507);
    expect(await res.json()).toEqual({ message: MESSAGES.storageFull });
    expect(onFatal).not.toHaveBeenCalled();
  });
});

/**
 * PGlite on a disk that fills up: the file system's writes under its data directory fail with ENOSPC while `full` is
 * set. PGlite writes through Node's `fs` module, whose functions are replaced here (no small volume needs mounting).
 */
describe('PGlite on a full disk', () => {
  const root = mkdtempSync(join(tmpdir(), 'stride-full-disk-'));
  const dataDir = join(root, 'pglite');
  const full = { on: false };
  const fds = new Set<number>();
  let database: Database;
  beforeAll(async () => {
    const open = fs.openSync.bind(fs);
    const write = fs.writeSync.bind(fs) as (...args: unknown[]) => number;
    vi.spyOn(fs, 'openSync').mockImplementation((...args: Parameters<typeof fs.openSync>) => {
      const fd = open(...args);
      if (typeof args[0] === 'string' && resolve(args[0]).startsWith(dataDir)) fds.add(fd);
      return fd;
    });
    vi.spyOn(fs, 'writeSync').mockImplementation((fd: number, ...rest: unknown[]) => {
      if (full.on && fds.has(fd)) throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
      return write(fd, ...rest);
    });
    database = await connect({ dataDir });
    await database.db.execute(sql`create table filler (id serial primary key, v text)`);
    await database.db.execute(sql`insert into filler (v) values ('kept')`);
  }, START_TIMEOUT);
  afterAll(async () => {
    full.on = false;
    await database?.close();
    vi.restoreAllMocks();
    rmSync(root, { recursive: true, force: true });
  });

  it('answers a write that needs a table to grow with 507, keeps serving reads, and writes again once there is room', async () => {
    const onFatal = vi.fn();
    const { app } = createApp({ db: database.db, driver: 'pglite', logger: silentLogger, logRequests: false, onFatal });
    app.post('/test/fill', async (c) => {
      await database.db.execute(sql`insert into filler (v) select repeat('x', 1000) from generate_series(1, 20000)`);
      return c.text('written');
    });
    app.get('/test/count', async (c) => c.json(await database.session((s) => s.query('select count(*)::int as n from filler'))));
    full.on = true;
    const res = await app.request('/test/fill', { method: 'POST' });
    expect(res.status).toBe(507);
    expect(await res.json()).toEqual({ message: MESSAGES.storageFull });
    expect(onFatal).not.toHaveBeenCalled();
    expect(await (await app.request('/test/count')).json()).toEqual([{ n: 1 }]);
    full.on = false;
    expect((await app.request('/test/fill', { method: 'POST' })).status).toBe(200);
    expect(await (await app.request('/test/count')).json()).toEqual([{ n: 20_001 }]);
  });
});
