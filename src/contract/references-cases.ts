/**
 * The declared references' cases both backends run (server/lists/referencing.test.ts and cascade.test.ts on PGlite and
 * Postgres, src/mocks/handlers/references.test.ts and cascade.test.ts on the fake backend): the salary rows name
 * employees by staff number. Each backend's test adds what only it can see (the server's foreign key, its tables).
 * Test support only.
 */
import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.ts';
import { SAMPLE_ROWS } from '../resources/samples/rows.ts';

/** One JSON call to the backend as the demo administrator: its status and parsed body. */
export type JsonCall = (method: string, path: string, body?: unknown) => Promise<{ status: number; body: Record<string, unknown> }>;

const employeeOf = (code: string) => SAMPLE_ROWS.employee.find((e) => e.employeeId === code)!;
const { id: _id, ...salaryInput } = SAMPLE_ROWS.salary[0]!;

/**
 * `restrict`, as shipped: a refused delete names the rows and deletes nothing (`stillThere` reads the employee back on
 * the backend's own terms), a refused renumbering, a salary row naming no employee, and the delete once none names it.
 */
export function describeRestrictReference(call: JsonCall, stillThere: (employeeId: number) => Promise<boolean>): void {
  describe('a restrict reference: salary.employeeId names an employee', () => {
    it('refuses to delete an employee salary rows name, naming them, and deletes nothing', async () => {
      const employee = employeeOf('EMP-1001');
      const extra = await call('POST', '/app/salary', salaryInput);
      expect(extra.status).toBe(200);
      const res = await call('DELETE', `/app/employee/${employee.id}`);
      expect(res).toEqual({
        status: 400,
        body: { message: MESSAGES.referencedBy([{ list: 'salary', ids: [1, extra.body.id as number] }]) },
      });
      expect(res.body.message).toMatch(/salary 1, \d+$/);
      expect(await stillThere(employee.id)).toBe(true);
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
      const missing = { status: 400, body: { message: MESSAGES.referenceMissing('employeeId', 'employee', 'EMP-9999') } };
      expect(await call('POST', '/app/salary', { ...salaryInput, employeeId: 'EMP-9999' })).toEqual(missing);
      const row = SAMPLE_ROWS.salary[2]!;
      expect(await call('PUT', `/app/salary/${row.id}`, { ...row, employeeId: 'EMP-9999' })).toEqual(missing);
    });

    it('deletes an employee once no salary row names it', async () => {
      const employee = employeeOf('EMP-1010');
      const salary = SAMPLE_ROWS.salary.find((s) => s.employeeId === 'EMP-1010')!;
      expect((await call('DELETE', `/app/employee/${employee.id}`)).status).toBe(400);
      expect((await call('DELETE', `/app/salary/${salary.id}`)).status).toBe(200);
      expect(await call('DELETE', `/app/employee/${employee.id}`)).toEqual({ status: 200, body: { id: employee.id } });
    });
  });
}

/**
 * `cascade` (declared in the test): deleting employee EMP-1001 deletes the two salary rows naming it, the sample's and
 * one the case adds. `salaryIds` and `deleteAudited` read the rows left and the ids of the audit's salary deletes on
 * the backend's own terms. Returns the ids of the deleted rows, for the backend's own further checks.
 */
export async function cascadeDeletesNamingRows(
  call: JsonCall,
  read: { salaryIds(): Promise<number[]>; deleteAudited(): Promise<number[]> },
): Promise<number[]> {
  const employee = employeeOf('EMP-1001');
  const created = await call('POST', '/app/salary', salaryInput);
  expect(created.status).toBe(200);
  const naming = [1, created.body.id as number];

  expect((await call('DELETE', `/app/employee/${employee.id}`)).status).toBe(200);
  expect((await read.salaryIds()).sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10]);
  expect((await read.deleteAudited()).sort((a, b) => a - b)).toEqual(naming);
  return naming;
}
