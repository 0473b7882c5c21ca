// Declared references (src/resources/define.ts) on the fake backend, with the server's answers
// (server/lists/referencing.test.ts): the salary rows name employees by staff number, `restrict`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contract/messages.ts';
import { SAMPLE_ROWS } from '../../resources/samples/rows.ts';
import { createTestServer, DEMO_AUTH } from '../node.ts';

const backend = createTestServer();
beforeAll(() => backend.server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => backend.server.close());

const call = async (method: string, path: string, body?: unknown) => {
  const res = await fetch(`http://localhost${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...DEMO_AUTH },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};
const employeeOf = (code: string) => SAMPLE_ROWS.employee.find((e) => e.employeeId === code)!;
const { id: _id, ...salaryInput } = SAMPLE_ROWS.salary[0]!;

describe('a restrict reference: salary.employeeId names an employee', () => {
  it('refuses to delete an employee salary rows name, naming them, and deletes nothing', async () => {
    const employee = employeeOf('EMP-1001');
    const extra = await call('POST', '/app/salary', salaryInput);
    expect(extra.status).toBe(200);
    const res = await call('DELETE', `/app/employee/${employee.id}`);
    expect(res).toEqual({ status: 400, body: { message: MESSAGES.referencedBy([{ list: 'salary', ids: [1, extra.body.id as number] }]) } });
    expect((await call('GET', `/app/employee/${employee.id}`)).status).toBe(200);
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
