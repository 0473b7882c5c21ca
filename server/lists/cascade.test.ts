// A `cascade` reference on the server, on PGlite and on Postgres where DATABASE_URL is set, with the fake backend's
// case (src/contract/references-cases.ts). No shipped list declares one: the test declares the salary rows' employee
// `cascade` through the registry every backend module reads, and gives the table the foreign key the generator writes
// from that declaration.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { cascadeDeletesNamingRows, type JsonCall } from '../../src/contract/references-cases.ts';
import { referencesSql } from '../db/list-migration-sql.ts';
import { listTable } from '../db/list-tables.ts';
import { rowColumns } from './list-queries.ts';
import { auditLog } from '../db/tables.ts';
import { createTestServer, jsonInit, signIn, START_TIMEOUT, type TestServer } from '../test-server.ts';

vi.mock('../../src/resources/registry.gen.ts', async (importOriginal) => {
  const { ALL_RESOURCES } = await importOriginal<typeof import('../../src/resources/registry.gen.ts')>();
  const cascade = { employeeId: { list: 'employee', onDelete: 'cascade' } } as const;
  return { ALL_RESOURCES: ALL_RESOURCES.map((r) => (r.list === 'salary' ? { ...r, references: cascade } : r)) };
});

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await createTestServer();
  token = await signIn(server);
  const foreignKey = `alter table list_salary drop constraint "list_salary_employeeId_fkey";\n${referencesSql(['salary'])}`;
  await server.database.session((session) => session.exec(foreignKey));
}, START_TIMEOUT);
afterAll(() => server.close());

const call: JsonCall = async (method, path, body) => {
  const res = await server.request(path, jsonInit(method, body, token));
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

it('deleting an employee deletes the salary rows naming it, each with its audit entry and live event', async () => {
  const { db } = server.database;
  const salaries = listTable('salary');
  const naming = await cascadeDeletesNamingRows(call, {
    salaryIds: async () => (await db.select({ id: salaries.id }).from(salaries)).map((r) => r.id),
    deleteAudited: async () =>
      (
        await db
          .select({ recordId: auditLog.recordId })
          .from(auditLog)
          .where(and(eq(auditLog.resource, 'salary'), eq(auditLog.action, 'delete')))
      ).map((e) => e.recordId!),
  });
  expect(
    await db
      .select({ id: salaries.id })
      .from(salaries)
      .where(eq(rowColumns('salary').employeeId!, 'EMP-1001')),
  ).toEqual([]);
  const events = await server.database.session((session) =>
    session.query<{ row_id: number }>(`select row_id from live_events where resource = 'salary' and action = 'delete' order by row_id`),
  );
  expect(events.map((r) => Number(r.row_id))).toEqual(naming);
});
