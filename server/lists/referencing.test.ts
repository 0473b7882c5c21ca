// Declared references (src/resources/define.ts) on the server, on PGlite and on Postgres where DATABASE_URL is set: the
// salary rows name employees by staff number through a `restrict` foreign key (migration 0018_references_salary).
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/contract/messages.ts';
import { SAMPLE_ROWS } from '../../src/resources/samples/rows.ts';
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

const call = async (method: string, path: string, body?: unknown) => {
  const res = await server.request(path, jsonInit(method, body, token));
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};
const employeeOf = (code: string) => SAMPLE_ROWS.employee.find((e) => e.employeeId === code)!;
const { id: _id, ...salaryInput } = SAMPLE_ROWS.salary[0]!;

describe('a restrict reference: salary.employeeId names an employee', () => {
  it('has the foreign key the generator writes from the declaration', () => {
    const migration = readFileSync(new URL('../migrations/0018_references_salary.sql', import.meta.url), 'utf8');
    expect(referencesSql(['salary'])).toContain('references list_employee ("employeeId") on delete restrict');
    expect(migration.endsWith(`\n${referencesSql(['salary'])}\n`)).toBe(true);
  });

  it('refuses to delete an employee salary rows name, naming them, and deletes nothing', async () => {
    const employee = employeeOf('EMP-1001');
    const extra = await call('POST', '/app/salary', salaryInput);
    expect(extra.status).toBe(200);
    const res = await call('DELETE', `/app/employee/${employee.id}`);
    expect(res).toEqual({ status: 400, body: { message: MESSAGES.referencedBy([{ list: 'salary', ids: [1, extra.body.id as number] }]) } });
    expect(res.body.message).toMatch(/salary 1, \d+$/);
    const employees = listTable('employee');
    expect(await server.database.db.select({ id: employees.id }).from(employees).where(eq(employees.id, employee.id))).toHaveLength(1);
    expect((await call('DELETE', `/app/salary/${String(extra.body.id)}`)).status).toBe(200);
  });

  it('refuses to change the staff number salary rows name, and takes any other change', async () => {
    const employee = employeeOf('EMP-1004');
    const renumbered = await call('PUT', `/app/employee/${employee.id}`, { ...employee, employeeId: 'EMP-7004' });
    expect(renumbered).toEqual({ status: 400, body: { message: MESSAGES.referencedBy([{ list: 'salary', ids: [2] }]) } });
    const renamed = await call('PUT', `/app/employee/${employee.id}`, { ...employee, name: 'Renamed Person' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.employeeId).toBe('EMP-1004');
  });

  it('refuses a salary row naming no employee, on create and on update', async () => {
    const missing = MESSAGES.referenceMissing('employeeId', 'employee', 'EMP-9999');
    expect(await call('POST', '/app/salary', { ...salaryInput, employeeId: 'EMP-9999' })).toEqual({
      status: 400,
      body: { message: missing },
    });
    const row = SAMPLE_ROWS.salary[2]!;
    expect(await call('PUT', `/app/salary/${row.id}`, { ...row, employeeId: 'EMP-9999' })).toEqual({
      status: 400,
      body: { message: missing },
    });
  });

  it('deletes an employee once no salary row names it', async () => {
    const employee = employeeOf('EMP-1010');
    const salary = SAMPLE_ROWS.salary.find((s) => s.employeeId === 'EMP-1010')!;
    expect((await call('DELETE', `/app/employee/${employee.id}`)).status).toBe(400);
    expect((await call('DELETE', `/app/salary/${salary.id}`)).status).toBe(200);
    expect(await call('DELETE', `/app/employee/${employee.id}`)).toEqual({ status: 200, body: { id: employee.id } });
  });
});
