import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listTableName } from '../db/list-columns.ts';
import { listMigrationSql } from '../db/list-migration-sql.ts';
import { createTestServer, jsonInit, signIn, START_TIMEOUT, TEST_DRIVER, type TestServer } from '../test-server.ts';
import { LIST_NAMES } from '../../src/resources/index.ts';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await createTestServer();
  token = await signIn(server);
}, START_TIMEOUT);
afterAll(() => server.close());

const call = (method: string, path: string, body?: unknown, ifMatch?: string) => {
  const init = jsonInit(method, body, token);
  if (ifMatch !== undefined) (init.headers as Record<string, string>)['If-Match'] = ifMatch;
  return server.request(path, init);
};
const read = async (path: string) => {
  const res = await call('GET', path);
  return { status: res.status, etag: res.headers.get('ETag'), body: (await res.json()) as Record<string, unknown> & { version: number } };
};

describe(`row versions on ${TEST_DRIVER}`, () => {
  it('GET of one row answers it with its version as the ETag; list answers carry each row version', async () => {
    const { status, etag, body } = await read('/app/department/2');
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: 2, version: 1 });
    expect(etag).toBe('"1"');
    const list = (await (await call('GET', '/app/department')).json()) as { version: number }[];
    expect(list.every((row) => row.version === 1)).toBe(true);
    const page = (await (await call('GET', '/app/department?page=1&pageSize=2')).json()) as { items: { version: number }[] };
    expect(page.items.map((row) => row.version)).toEqual([1, 1]);
    expect((await read('/app/department/999999')).status).toBe(404);
  });

  it('every write raises the version, whoever writes (a PUT without If-Match, then SQL straight to the table)', async () => {
    const { body: row } = await read('/app/department/3');
    const first = await call('PUT', '/app/department/3', { ...row, HOD: 'Ada Lovelace' });
    expect(first.headers.get('ETag')).toBe(`"${row.version + 1}"`);
    expect(await first.json()).toMatchObject({ HOD: 'Ada Lovelace', version: row.version + 1 });
    await server.database.db.execute(sql.raw(`update ${listTableName('department')} set phone = '+1 (555) 010-0100' where id = 3`));
    expect((await read('/app/department/3')).body.version).toBe(row.version + 2);
  });

  it('PUT with a stale If-Match answers 412 with the row as it is now, and changes nothing', async () => {
    const { body: row } = await read('/app/department/4');
    const theirs = await call('PUT', '/app/department/4', { ...row, departmentName: 'Theirs' }, `"${row.version}"`);
    expect(theirs.status).toBe(200);
    const mine = await call('PUT', '/app/department/4', { ...row, departmentName: 'Mine' }, `"${row.version}"`);
    expect(mine.status).toBe(412);
    expect(mine.headers.get('ETag')).toBe(`"${row.version + 1}"`);
    expect(await mine.json()).toMatchObject({ id: 4, departmentName: 'Theirs', version: row.version + 1 });
    expect((await read('/app/department/4')).body).toMatchObject({ departmentName: 'Theirs', version: row.version + 1 });
    // Re-sent with the version the 412 gave ("keep mine"), it goes through.
    const again = await call('PUT', '/app/department/4', { ...row, departmentName: 'Mine' }, `"${row.version + 1}"`);
    expect(await again.json()).toMatchObject({ departmentName: 'Mine', version: row.version + 2 });
  });

  it('DELETE with a stale If-Match answers 412 with the row and keeps it; with the current one it deletes', async () => {
    // A department of its own: the sample ones have employees, whose reference refuses their delete.
    const { id: _id, version: _version, ...fields } = (await read('/app/department/5')).body;
    const created = (await (await call('POST', '/app/department', { ...fields, departmentName: 'Short-lived' })).json()) as { id: number };
    const path = `/app/department/${created.id}`;
    const { body: row } = await read(path);
    await call('PUT', path, { ...row, HOD: 'Someone else' });
    const stale = await call('DELETE', path, undefined, `"${row.version}"`);
    expect(stale.status).toBe(412);
    expect(await stale.json()).toMatchObject({ id: created.id, HOD: 'Someone else', version: row.version + 1 });
    expect((await read(path)).status).toBe(200);
    const current = await call('DELETE', path, undefined, `"${row.version + 1}"`);
    expect(await current.json()).toEqual({ id: created.id });
    expect((await call('DELETE', path, undefined, '"1"')).status).toBe(404);
  });

  it('an If-Match naming no version of this API matches nothing (412); `*` matches any version', async () => {
    const { body: row } = await read('/app/department/6');
    expect((await call('PUT', '/app/department/6', row, '"abc"')).status).toBe(412);
    expect((await call('PUT', '/app/department/6', row, '*')).status).toBe(200);
  });

  it('the calendar: GET one event with its ETag, 412 on a stale If-Match for PUT and DELETE, the event unchanged', async () => {
    const event = { id: 4242, title: 'Retro', start: '2026-11-30', allDay: true, className: 'event-info' };
    expect(await (await call('POST', '/app/calendar', event)).json()).toEqual({ ...event, version: 1 });
    const moved = await call('PUT', '/app/calendar', { ...event, title: 'Moved' }, '"1"');
    expect(moved.headers.get('ETag')).toBe('"2"');
    const stale = await call('PUT', '/app/calendar', { ...event, title: 'Lost' }, '"1"');
    expect(stale.status).toBe(412);
    expect(await stale.json()).toEqual({ ...event, title: 'Moved', version: 2 });
    expect((await call('DELETE', '/app/calendar', { id: event.id }, '"1"')).status).toBe(412);
    const { etag, body } = await read(`/app/calendar/${event.id}`);
    expect(etag).toBe('"2"');
    expect(body).toEqual({ ...event, title: 'Moved', version: 2 });
    expect((await call('DELETE', '/app/calendar', { id: event.id }, '"2"')).status).toBe(200);
  });

  it('every list table has the version column and its trigger; a new list migration brings both', async () => {
    const triggers = await server.database.session((s) =>
      s.query<{ table: string }>(
        "select event_object_table as table from information_schema.triggers where trigger_name like '%\\_version' and event_manipulation = 'UPDATE'",
      ),
    );
    const tables = new Set(triggers.map((t) => t.table));
    for (const name of LIST_NAMES) expect(tables.has(listTableName(name)), name).toBe(true);
    expect(tables.has('calendar_events')).toBe(true);
    const generated = listMigrationSql(['seller']);
    expect(generated).toContain('version integer not null default 1');
    expect(generated).toContain('before update on list_seller for each row execute function stride_bump_version()');
  });
});
