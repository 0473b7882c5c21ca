// A cascade that reaches a `restrict` reference on the fake backend, with the server's case
// (src/contract/taken-along-cases.ts, which server/lists/cascade-restrict.test.ts runs too): the salary rows' employee
// is declared `cascade`, and the departments' `employee` to name a salary row's id with `restrict`, through the
// registry every backend module reads.
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { listRoutes } from '../../contract/routes.ts';
import { restrictBelowCascadeRefuses } from '../../contract/taken-along-cases.ts';
import { createTestServer } from '../node.ts';
import { demoCall } from './demo-call.ts';
import { replayedChanges } from './replayed.ts';

vi.mock('../../resources/registry.gen.ts', async (importOriginal) => {
  const { ALL_RESOURCES } = await importOriginal<typeof import('../../resources/registry.gen.ts')>();
  const declared: Record<string, object> = {
    salary: { employeeId: { list: 'employee', onDelete: 'cascade' } },
    department: { employee: { list: 'salary', onDelete: 'restrict' } },
    // Without the employees' department: the graph is the three lists above, whatever else names a department.
    employee: {},
  };
  return { ALL_RESOURCES: ALL_RESOURCES.map((r) => (declared[r.list] ? { ...r, references: declared[r.list] } : r)) };
});

const backend = createTestServer();
beforeAll(() => {
  backend.server.listen({ onUnhandledRequest: 'error' });
  // Department N names salary row N.
  backend.db.setList(
    'department',
    (backend.db.list('department') ?? []).map((r) => ({ ...r, employee: r.id })),
  );
});
afterAll(() => backend.server.close());

it('refuses to delete an employee whose salary row a department names, naming the department, and changes nothing', async () => {
  await restrictBelowCascadeRefuses(demoCall, replayedChanges);
});

it('the contract declares the 400 on the delete of each list a cascade reaches the restrict from', () => {
  for (const list of ['employee', 'salary'] as const) {
    expect(listRoutes(list).remove.responses).toHaveProperty(
      '400.description',
      'Rows of department name this row (the message names them)',
    );
  }
  expect(listRoutes('department').remove.responses).not.toHaveProperty('400');
});
