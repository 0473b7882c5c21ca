import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { rowSchema } from '../schemas/index.ts';
import { syntheticRows } from './synthetic.ts';
import { LIST_NAMES } from '../resources/index.ts';

describe('syntheticRows', () => {
  it.each(LIST_NAMES)('%s: 2,000 rows valid against the schema and its rules, with unique ids', (name) => {
    const rows = syntheticRows(name, 2000);
    expect(rows).toHaveLength(2000);
    const parsed = z.array(rowSchema(name)).safeParse(rows);
    expect(parsed.error?.issues.slice(0, 3) ?? []).toEqual([]);
    expect(new Set(rows.map((r) => r.id)).size).toBe(2000);
  });

  it('is deterministic: same seed, same rows; another seed, other rows', () => {
    expect(syntheticRows('employee', 500, 1)).toEqual(syntheticRows('employee', 500, 1));
    expect(syntheticRows('employee', 500, 1)).not.toEqual(syntheticRows('employee', 500, 2));
  });

  it('varies the rows (not one row repeated)', () => {
    const rows = syntheticRows('order', 1000);
    expect(new Set(rows.map((r) => r.customerName)).size).toBeGreaterThan(5);
    expect(new Set(rows.map((r) => r.orderDate)).size).toBeGreaterThan(100);
    expect(new Set(rows.map((r) => r.deliveryStatus)).size).toBe(6);
    expect(new Set(rows.map((r) => r.orderId)).size).toBe(1000);
  });

  it('keeps one person together: a face keeps its name and e-mail', () => {
    const people = new Map<string, string>();
    for (const row of syntheticRows('employee', 2000)) {
      const key = `${row.img}|${row.email}`;
      const seen = people.get(row.name);
      if (seen) expect(seen).toBe(key);
      else people.set(row.name, key);
    }
    expect(people.size).toBe(12);
  });

  it('generates 100,000 rows in well under a second', () => {
    syntheticRows('order', 1000); // warm-up (JIT)
    const started = performance.now();
    const rows = syntheticRows('order', 100_000);
    const elapsed = performance.now() - started;
    console.info(`syntheticRows('order', 100000): ${elapsed.toFixed(1)} ms`);
    expect(rows).toHaveLength(100_000);
    expect(rows[99_999]!.id).toBe(100_000);
    expect(elapsed).toBeLessThan(1000);
  });
});
