// A `cascade` reference on the fake backend, as on the server (server/lists/cascade.test.ts). No shipped list declares
// one: the test declares the salary rows' employee `cascade` through the registry every backend module reads.
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { auditPageSchema } from '../../schemas/audit.ts';
import { SAMPLE_ROWS } from '../../resources/samples/rows.ts';
import { createTestServer, DEMO_AUTH } from '../node.ts';

vi.mock('../../resources/registry.gen.ts', async (importOriginal) => {
  const { ALL_RESOURCES } = await importOriginal<typeof import('../../resources/registry.gen.ts')>();
  const cascade = { employeeId: { list: 'employee', onDelete: 'cascade' } } as const;
  return { ALL_RESOURCES: ALL_RESOURCES.map((r) => (r.list === 'salary' ? { ...r, references: cascade } : r)) };
});

const backend = createTestServer();
beforeAll(() => backend.server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => backend.server.close());

const call = async (method: string, path: string, body?: unknown) => {
  const res = await fetch(`http://localhost${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...DEMO_AUTH },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as unknown };
};

it('deleting an employee deletes the salary rows naming it, each with its audit entry', async () => {
  const employee = SAMPLE_ROWS.employee.find((e) => e.employeeId === 'EMP-1001')!;
  const { id: _id, ...input } = SAMPLE_ROWS.salary[0]!;
  const created = (await call('POST', '/app/salary', input)).body as { id: number };
  const naming = [1, created.id];

  expect((await call('DELETE', `/app/employee/${employee.id}`)).status).toBe(200);
  const salaries = (await call('GET', '/app/salary')).body as { id: number }[];
  expect(salaries.map((r) => r.id)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10]);
  const { items } = auditPageSchema.parse((await call('GET', '/app/audit?resource=salary&action=delete')).body);
  expect(items.map((e) => e.recordId).sort((a, b) => a! - b!)).toEqual(naming);
});
