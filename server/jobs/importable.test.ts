// The lists a file imports into and the fields that take null, as the shared code reads them from the row schemas
// (src/contract/import-columns.ts, which the fake backend uses too), against the server's own columns of each list.
import { expect, it } from 'vitest';
import { importable, importFields } from '../../src/contract/import-columns.ts';
import { childrenOf, computedOf, LIST_NAMES, sendOf } from '../../src/resources/index.ts';
import { listColumns } from '../db/list-columns.ts';

it('imports into the lists whose rows are whole by themselves, as their tables have them', () => {
  for (const name of LIST_NAMES) {
    const whole = !childrenOf(name).length && !computedOf(name) && !sendOf(name) && !listColumns(name).some((c) => c.kind === 'ids');
    expect(importable(name), name).toBe(whole);
  }
  expect(LIST_NAMES.filter(importable).length).toBeGreaterThan(3);
});

it('reads an empty cell as null exactly for the columns that take null', () => {
  for (const name of LIST_NAMES) {
    const nullable = listColumns(name)
      .filter((c) => c.nullable)
      .map((c) => c.field);
    expect([...importFields(name).nullable].sort(), name).toEqual(nullable.sort());
  }
});
