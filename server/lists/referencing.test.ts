// Declared references (src/resources/define.ts) on the server, on PGlite and on Postgres where DATABASE_URL is set: the
// salary rows name employees by staff number through a `restrict` foreign key (migration 0018_references_salary). The
// fake backend runs the same cases (src/contract/references-cases.ts).
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeRestrictReference, type JsonCall } from '../../src/contract/references-cases.ts';
import { referencesSql } from '../db/list-migration-sql.ts';
import { listTable } from '../db/list-tables.ts';
import { createTestServer, jsonInit, signIn, START_TIMEOUT, type TestServer } from '../test-server.ts';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await createTestServer();
  token = await signIn(server);
}, START_TIMEOUT);
afterAll(() => server.close());

const call: JsonCall = async (method, path, body) => {
  const res = await server.request(path, jsonInit(method, body, token));
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

it('has the foreign key the generator writes from the declaration', () => {
  const migration = readFileSync(new URL('../migrations/0018_references_salary.sql', import.meta.url), 'utf8');
  expect(referencesSql(['salary'])).toContain('references list_employee ("employeeId") on delete restrict');
  expect(migration.endsWith(`\n${referencesSql(['salary'])}\n`)).toBe(true);
});

// A refused delete leaves the employee's row in its table.
describeRestrictReference(call, async (id) => {
  const employees = listTable('employee');
  return (await server.database.db.select({ id: employees.id }).from(employees).where(eq(employees.id, id))).length === 1;
});
