// `set null` is declared on a nullable field only: src/resources/define.ts refuses it on any other when the types are
// checked (`npx tsc`), and takes it on a nullable one.
import { z } from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { defineResource } from './define.ts';

const schema = z.object({ id: z.number(), employeeId: z.string(), managerId: z.nullable(z.string()) });
const base = { list: 'x', schema, sampleSize: 0, entity: 'x', apiName: 'X' } as const;

describe('set null', () => {
  it('is taken on a nullable field', () => {
    const resource = defineResource({ ...base, references: { managerId: { list: 'employee', onDelete: 'set null' } } });
    expect(resource.references?.managerId?.onDelete).toBe('set null');
  });

  it('is refused on a field that is never null, where restrict and cascade are taken', () => {
    // @ts-expect-error employeeId is not nullable
    const refused = defineResource({ ...base, references: { employeeId: { list: 'employee', onDelete: 'set null' } } });
    expect(refused.references?.employeeId?.onDelete).toBe('set null');
    const taken = defineResource({ ...base, references: { employeeId: { list: 'employee', onDelete: 'cascade' } } });
    expect(taken.references?.employeeId?.onDelete).toBe('cascade');
  });
});
