import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { count, money, text } from '../../../schemas/common.ts';
import {
  addChild,
  childFieldIssues,
  fromChildValues,
  moveChild,
  ownValues,
  removeChild,
  toChildValues,
  withChildLists,
  type ChildList,
} from './children.ts';
import { deriveFields } from './fields.ts';

const lineSchema = z.object({ description: text(120), quantity: count, amount: money });
const lines: ChildList = { name: 'lines', max: 3, schema: lineSchema, fields: deriveFields(lineSchema, []), entity: 'payoutsLines' };
const row = {
  id: 7,
  name: 'Q3',
  lines: [
    { id: 21, description: 'Design', quantity: 2, amount: 150 },
    { id: 22, description: 'Build', quantity: 1, amount: 900.5 },
  ],
};

describe('child lists in the form', () => {
  it('keeps each child’s id and order from the row to the body, a new child without an id', () => {
    const typed = addChild(lines, toChildValues(lines, row));
    const edited = typed.map((c, i) => (i === 2 ? { ...c, values: { description: 'Test', quantity: '3', amount: '12.345' } } : c));
    expect(fromChildValues(lines, moveChild(edited, 2, -1))).toEqual([
      { id: 21, description: 'Design', quantity: 2, amount: 150 },
      { description: 'Test', quantity: 3, amount: 12.35 },
      { id: 22, description: 'Build', quantity: 1, amount: 900.5 },
    ]);
  });

  it('moves, removes and leaves a child at an end where it is', () => {
    const typed = toChildValues(lines, row);
    expect(moveChild(typed, 0, -1).map((c) => c.id)).toEqual([21, 22]);
    expect(moveChild(typed, 0, 1).map((c) => c.id)).toEqual([22, 21]);
    expect(removeChild(typed, 0).map((c) => c.id)).toEqual([22]);
    expect(toChildValues(lines, null)).toEqual([]);
  });

  it('validates the children with the row, at most max, and names the child and field of each issue', () => {
    const schema = withChildLists(z.object({ name: text(80) }), [lines]);
    const ok = { name: 'Q3', lines: fromChildValues(lines, toChildValues(lines, row)) };
    expect(schema.safeParse(ok)).toMatchObject({ success: true, data: ok });
    const blank = { ...toChildValues(lines, row)[0]!, values: { description: 'x', quantity: '', amount: '1' } };
    const result = schema.safeParse({ name: 'Q3', lines: fromChildValues(lines, [...toChildValues(lines, row), blank]) });
    expect(result.error?.issues.map((i) => i.path)).toEqual([['lines', 2, 'quantity']]);
    const tooMany = { name: 'Q3', lines: Array.from({ length: 4 }, () => ok.lines[0]) };
    expect(schema.safeParse(tooMany).error?.issues[0]?.message).toBe('At most 3 of them');
    expect([...childFieldIssues(lines, [...toChildValues(lines, row), blank]).keys()]).toEqual(['2.quantity']);
  });

  it('gives the row’s own values without the child lists', () => {
    expect(ownValues({ name: 'Q3', paid: true, lines: toChildValues(lines, row) })).toEqual({ name: 'Q3', paid: true });
  });
});
