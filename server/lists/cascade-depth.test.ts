// A cascade that cascades further, on the server, on PGlite and on Postgres where DATABASE_URL is set, with the fake
// backend's case (src/contract/taken-along-cases.ts): the salary rows' employee is declared `cascade`, and the
// departments' `employee` is declared to name a salary row's id, `cascade` too, through the registry every backend
// module reads; the tables get the foreign keys the generator writes from those declarations.
import { afterAll, beforeAll, it, vi } from 'vitest';
import { cascadeDeletesAtEveryDepth } from '../../src/contract/taken-along-cases.ts';
import type { JsonCall } from '../../src/contract/references-cases.ts';
import { referencesSql } from '../db/list-migration-sql.ts';
import { createTestServer, jsonInit, signIn, START_TIMEOUT, type TestServer } from '../test-server.ts';

vi.mock('../../src/resources/registry.gen.ts', async (importOriginal) => {
  const { ALL_RESOURCES } = await importOriginal<typeof import('../../src/resources/registry.gen.ts')>();
  const declared: Record<string, object> = {
    salary: { employeeId: { list: 'employee', onDelete: 'cascade' } },
    department: { employee: { list: 'salary', onDelete: 'cascade' } },
    // Without the employees' department: the graph is the three lists above, whatever else names a department.
    employee: {},
  };
  return { ALL_RESOURCES: ALL_RESOURCES.map((r) => (declared[r.list] ? { ...r, references: declared[r.list] } : r)) };
});

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await createTestServer();
  token = await signIn(server);
  // Department N names salary row N.
  const foreignKeys = `update list_department set employee = id;
alter table list_salary drop constraint "list_salary_employeeId_fkey";
alter table list_employee drop constraint "list_employee_departmentId_fkey";
${referencesSql(['salary', 'department'])}`;
  await server.database.session((session) => session.exec(foreignKeys));
}, START_TIMEOUT);
afterAll(() => server.close());

const call: JsonCall = async (method, path, body) => {
  const res = await server.request(path, jsonInit(method, body, token));
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

it('deleting an employee deletes its salary rows and the departments naming those, each with its audit entry and live event', async () => {
  await cascadeDeletesAtEveryDepth(call, async () =>
    (
      await server.database.session((session) =>
        session.query<{ resource: string; action: string; row_id: number; version: number | null }>(
          'select resource, action, row_id, version from live_events order by id',
        ),
      )
    ).map((r) => ({ resource: r.resource, action: r.action, rowId: Number(r.row_id), version: r.version })),
  );
});
