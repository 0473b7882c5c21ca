import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../resources/index.ts';
import { SAMPLE_ROWS as SAMPLE } from '../resources/samples/rows.ts';
import { CODE_FORMATS } from '../schemas/formats.ts';
import { issueReference, latestReference, referenceNumber } from './references.ts';

const nextReference = (format: Parameters<typeof issueReference>[0], latest: string | undefined) => issueReference(format, latest, 0).value;

describe('proposed references', () => {
  it('follow the highest one, keeping its width and prefix', () => {
    expect(nextReference('order', '#ST-10569')).toBe('#ST-10570');
    expect(nextReference('estimate', 'EST-2026-058')).toBe('EST-2026-059');
    expect(nextReference('employee', 'EMP-0099')).toBe('EMP-0100');
    expect(nextReference('user', 'USR-9999')).toBe('USR-10000');
  });
  it("start at the format's example in an empty list", () => {
    expect(nextReference('order', undefined)).toBe(CODE_FORMATS.order.example);
    expect(nextReference('order', 'not a reference')).toBe(CODE_FORMATS.order.example);
  });
  it('never go back to a number issued before, though its row is gone', () => {
    expect(issueReference('order', '#ST-10556', 10569)).toEqual({ value: '#ST-10570', number: 10570 });
    expect(issueReference('order', '#ST-10600', 10569)).toEqual({ value: '#ST-10601', number: 10601 });
    expect(issueReference('employee', undefined, 1200)).toEqual({ value: 'EMP-1201', number: 1201 });
  });
  it('compare numbers, not text, and skip values in another format', () => {
    expect(latestReference('order', ['#ST-99999', '#ST-100000', 'junk', 7])).toBe('#ST-100000');
    expect(referenceNumber('order', '#ST-1')).toBe(-1);
  });
  it.each(RESOURCES.flatMap((r) => (r.code ? [[r.list, r.code] as const] : [])))(
    'propose, for the %s samples, a reference no sample has',
    (name, ref) => {
      const rows = SAMPLE[name] as readonly Record<string, unknown>[];
      const values = rows.map((r) => r[ref.field]);
      const next = nextReference(ref.format, latestReference(ref.format, values));
      expect(values).not.toContain(next);
      expect(CODE_FORMATS[ref.format].pattern.test(next)).toBe(true);
    },
  );
});
