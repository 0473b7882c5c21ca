// A `set null` reference on the fake backend, with the server's case (src/contract/taken-along-cases.ts, which
// server/lists/set-null.test.ts runs too). No shipped list declares one: the test makes the salary rows' employee
// nullable and declares it `set null` through the registry every backend module reads.
import { z } from 'zod/mini';
import { afterAll, beforeAll, it, vi } from 'vitest';
import { setNullEmptiesNamingRows } from '../../contract/taken-along-cases.ts';
import { createTestServer } from '../node.ts';
import { demoCall } from './demo-call.ts';
import { replayedChanges } from './replayed.ts';

vi.mock('../../resources/registry.gen.ts', async (importOriginal) => {
  const { ALL_RESOURCES } = await importOriginal<typeof import('../../resources/registry.gen.ts')>();
  const references = { employeeId: { list: 'employee', onDelete: 'set null' } } as const;
  return {
    ALL_RESOURCES: ALL_RESOURCES.map((r) =>
      r.list === 'salary'
        ? { ...r, schema: z.object({ ...r.schema.shape, employeeId: z.nullable(r.schema.shape.employeeId) }), references }
        : r,
    ),
  };
});

const backend = createTestServer();
beforeAll(() => backend.server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => backend.server.close());

it('deleting an employee empties the employee of the salary rows naming it, each with its audit entry and live event', async () => {
  await setNullEmptiesNamingRows(demoCall, replayedChanges);
});
