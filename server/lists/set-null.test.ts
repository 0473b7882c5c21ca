// A `set null` reference on the server, on PGlite and on Postgres where DATABASE_URL is set, with the fake backend's
// case (src/contract/taken-along-cases.ts). No shipped list declares one: the test makes the salary rows' employee
// nullable and declares it `set null` through the registry every backend module reads, and gives the table the
// nullable column and the foreign key the generator writes from that declaration.
import { z } from 'zod/mini';
import { afterAll, beforeAll, it, vi } from 'vitest';
import { setNullEmptiesNamingRows } from '../../src/contract/taken-along-cases.ts';
import type { JsonCall } from '../../src/contract/references-cases.ts';
import { referencesSql } from '../db/list-migration-sql.ts';
import { createTestServer, jsonInit, signIn, START_TIMEOUT, type TestServer } from '../test-server.ts';

vi.mock('../../src/resources/registry.gen.ts', async (importOriginal) => {
  const { ALL_RESOURCES } = await importOriginal<typeof import('../../src/resources/registry.gen.ts')>();
  const references = { employeeId: { list: 'employee', onDelete: 'set null' } } as const;
  return {
    ALL_RESOURCES: ALL_RESOURCES.map((r) =>
      r.list === 'salary'
        ? { ...r, schema: z.object({ ...r.schema.shape, employeeId: z.nullable(r.schema.shape.employeeId) }), references }
        : r,
    ),
  };
});

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await createTestServer();
  token = await signIn(server);
  const nullable = `alter table list_salary drop constraint "list_salary_employeeId_fkey";
alter table list_salary alter column "employeeId" drop not null;
${referencesSql(['salary'])}`;
  await server.database.session((session) => session.exec(nullable));
}, START_TIMEOUT);
afterAll(() => server.close());

const call: JsonCall = async (method, path, body) => {
  const res = await server.request(path, jsonInit(method, body, token));
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

it('deleting an employee empties the employee of the salary rows naming it, each with its audit entry and live event', async () => {
  await setNullEmptiesNamingRows(call, async () =>
    (
      await server.database.session((session) =>
        session.query<{ resource: string; action: string; row_id: number; version: number | null }>(
          'select resource, action, row_id, version from live_events order by id',
        ),
      )
    ).map((r) => ({ resource: r.resource, action: r.action, rowId: Number(r.row_id), version: r.version })),
  );
});
