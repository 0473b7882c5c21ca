// The rows a delete takes along through declared references, as both backends answer them: `set null` empties the
// field of the rows naming the deleted row, and `cascade` deletes them and the rows naming those in turn, each row with
// its audit entry and live event. The tests declare the references through the registry (no shipped list has them):
// server/lists/set-null.test.ts, cascade-depth.test.ts, cascade-restrict.test.ts and their fake-backend twins in
// src/mocks/handlers/.
import { expect } from 'vitest';
import { MESSAGES } from './messages.ts';
import { SAMPLE_ROWS } from '../resources/samples/rows.ts';
import type { JsonCall } from './references-cases.ts';

/** A live change as a test reads it back. */
export interface SeenChange {
  resource: string;
  action: string;
  rowId: number;
  version: number | null;
}

const EMPLOYEE = SAMPLE_ROWS.employee.find((e) => e.employeeId === 'EMP-1001')!;
const { id: _id, ...salaryInput } = SAMPLE_ROWS.salary[0]!;

/** The audit entries of `resource` with `action`, by record id. */
async function audited(call: JsonCall, resource: string, action: string) {
  const page = await call('GET', `/app/audit?resource=${resource}&action=${action}&pageSize=100`);
  return page.body.items as { recordId: number; changes: { field: string; before: unknown; after: unknown }[] }[];
}

/** The salary rows' employee declared `set null` (nullable): deleting an employee empties the field of the rows naming it. */
export async function setNullEmptiesNamingRows(call: JsonCall, live: () => Promise<SeenChange[]>): Promise<void> {
  const created = await call('POST', '/app/salary', salaryInput);
  expect(created.status).toBe(200);
  const naming = [1, created.body.id as number];

  expect((await call('DELETE', `/app/employee/${EMPLOYEE.id}`)).status).toBe(200);
  for (const id of naming) expect((await call('GET', `/app/salary/${id}`)).body).toMatchObject({ id, employeeId: null, version: 2 });
  expect((await call('GET', '/app/salary/2')).body).toMatchObject({ employeeId: SAMPLE_ROWS.salary[1]!.employeeId, version: 1 });
  const entries = (await audited(call, 'salary', 'update')).filter((e) => naming.includes(e.recordId));
  expect(entries.map((e) => e.recordId).sort((a, b) => a - b)).toEqual(naming);
  for (const entry of entries) expect(entry.changes).toEqual([{ field: 'employeeId', before: 'EMP-1001', after: null }]);
  const changes = (await live()).filter((c) => c.resource === 'salary' && c.action === 'update');
  expect(changes.map(({ rowId, version }) => ({ rowId, version })).sort((a, b) => a.rowId - b.rowId)).toEqual(
    naming.map((rowId) => ({ rowId, version: 2 })),
  );
}

/**
 * The salary rows' employee declared `cascade`, and the departments' `employee` naming a salary row's id `cascade` too
 * (department N names salary row N): deleting an employee deletes its salary rows and the departments naming those.
 */
export async function cascadeDeletesAtEveryDepth(call: JsonCall, live: () => Promise<SeenChange[]>): Promise<void> {
  expect((await call('DELETE', `/app/employee/${EMPLOYEE.id}`)).status).toBe(200);
  const ids = async (list: string) => ((await call('GET', `/app/${list}`)).body as unknown as { id: number }[]).map((r) => r.id);
  expect(await ids('salary')).not.toContain(1);
  expect(await ids('department')).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10]);
  expect((await audited(call, 'salary', 'delete')).map((e) => e.recordId)).toEqual([1]);
  expect((await audited(call, 'department', 'delete')).map((e) => e.recordId)).toEqual([1]);
  const deleted = (await live()).filter((c) => c.action === 'delete').map((c) => `${c.resource} ${c.rowId}`);
  expect(deleted.sort()).toEqual(['department 1', `employee ${EMPLOYEE.id}`, 'salary 1'].sort());
}

/**
 * The salary rows' employee declared `cascade`, and the departments' `employee` naming a salary row's id `restrict`
 * (department N names salary row N): deleting an employee would delete salary row 1, which department 1 names, so it
 * is refused with the 400 of a direct `restrict`, naming department 1, and nothing changes (no row, audit entry or live
 * event); once department 1 is deleted, the employee's delete goes through.
 */
export async function restrictBelowCascadeRefuses(call: JsonCall, live: () => Promise<SeenChange[]>): Promise<void> {
  const refused = await call('DELETE', `/app/employee/${EMPLOYEE.id}`);
  expect(refused).toEqual({ status: 400, body: { message: MESSAGES.referencedBy([{ list: 'department', ids: [1] }]) } });
  expect((await call('GET', `/app/employee/${EMPLOYEE.id}`)).status).toBe(200);
  expect((await call('GET', '/app/salary/1')).body).toMatchObject({ id: 1, employeeId: EMPLOYEE.employeeId, version: 1 });
  expect((await call('GET', '/app/department/1')).status).toBe(200);
  for (const list of ['employee', 'salary', 'department']) expect(await audited(call, list, 'delete')).toEqual([]);
  expect(await live()).toEqual([]);

  expect((await call('DELETE', '/app/department/1')).status).toBe(200);
  expect(await call('DELETE', `/app/employee/${EMPLOYEE.id}`)).toEqual({ status: 200, body: { id: EMPLOYEE.id } });
  expect((await call('GET', '/app/salary/1')).status).toBe(404);
}
