// A `cascade` reference on the fake backend, with the server's case (src/contract/references-cases.ts, which
// server/lists/cascade.test.ts runs too). No shipped list declares one: the test declares the salary rows' employee
// `cascade` through the registry every backend module reads.
import { afterAll, beforeAll, it, vi } from 'vitest';
import { cascadeDeletesNamingRows } from '../../contract/references-cases.ts';
import { auditPageSchema } from '../../schemas/audit.ts';
import { createTestServer } from '../node.ts';
import { demoCall } from './demo-call.ts';

vi.mock('../../resources/registry.gen.ts', async (importOriginal) => {
  const { ALL_RESOURCES } = await importOriginal<typeof import('../../resources/registry.gen.ts')>();
  const cascade = { employeeId: { list: 'employee', onDelete: 'cascade' } } as const;
  return { ALL_RESOURCES: ALL_RESOURCES.map((r) => (r.list === 'salary' ? { ...r, references: cascade } : r)) };
});

const backend = createTestServer();
beforeAll(() => backend.server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => backend.server.close());

it('deleting an employee deletes the salary rows naming it, each with its audit entry', async () => {
  await cascadeDeletesNamingRows(demoCall, {
    salaryIds: async () => ((await demoCall('GET', '/app/salary')).body as unknown as { id: number }[]).map((r) => r.id),
    deleteAudited: async () =>
      auditPageSchema.parse((await demoCall('GET', '/app/audit?resource=salary&action=delete')).body).items.map((e) => e.recordId!),
  });
});
