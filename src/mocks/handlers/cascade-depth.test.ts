// A cascade that cascades further on the fake backend, with the server's case (src/contract/taken-along-cases.ts,
// which server/lists/cascade-depth.test.ts runs too): the salary rows' employee is declared `cascade`, and the
// departments' `employee` to name a salary row's id, `cascade` too, through the registry every backend module reads.
import { afterAll, beforeAll, it, vi } from 'vitest';
import { cascadeDeletesAtEveryDepth } from '../../contract/taken-along-cases.ts';
import { createTestServer } from '../node.ts';
import { demoCall } from './demo-call.ts';
import { replayedChanges } from './replayed.ts';

vi.mock('../../resources/registry.gen.ts', async (importOriginal) => {
  const { ALL_RESOURCES } = await importOriginal<typeof import('../../resources/registry.gen.ts')>();
  const declared: Record<string, object> = {
    salary: { employeeId: { list: 'employee', onDelete: 'cascade' } },
    department: { employee: { list: 'salary', onDelete: 'cascade' } },
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

it('deleting an employee deletes its salary rows and the departments naming those, each with its audit entry and live event', async () => {
  await cascadeDeletesAtEveryDepth(demoCall, replayedChanges);
});
