import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../resources/index.ts';
import { SAMPLE_ROWS as SAMPLE } from '../resources/samples/rows.ts';
import { CODE_FORMATS } from '../schemas/formats.ts';
import { latestReference, nextReference, referenceNumber } from './references.ts';

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
