import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as InstantFns from 'temporal-polyfill/fns/Instant';
import * as PlainDateTimeFns from 'temporal-polyfill/fns/PlainDateTime';
import * as ZonedDateTimeFns from 'temporal-polyfill/fns/ZonedDateTime';
import { Temporal as PolyfillTemporal } from 'temporal-polyfill';
import * as shim from './temporal-fns.ts';

// Node has no Temporal yet: the polyfill's classes play the browser's, and its `fns` modules are the reference.
const scope = globalThis as { Temporal?: unknown };
const hadTemporal = 'Temporal' in scope;
beforeAll(() => {
  if (!hadTemporal) scope.Temporal = PolyfillTemporal;
});
afterAll(() => {
  if (!hadTemporal) delete scope.Temporal;
});

const ZONES = ['America/New_York', 'Asia/Kolkata', 'Europe/Berlin', 'Australia/Lord_Howe'];
// Ordinary days, both sides of DST changes, and wall-clock times that do not exist or occur twice.
const WALL_TIMES: number[][] = [
  [2026, 1, 15, 9, 30, 0, 0],
  [2026, 3, 8, 2, 30, 0, 0],
  [2026, 3, 29, 2, 30, 0, 0],
  [2026, 10, 25, 2, 30, 0, 0],
  [2026, 11, 1, 1, 30, 0, 0],
  [2026, 7, 4, 23, 59, 59, 999],
];

describe('the Temporal stand-in FullCalendar uses for named time zones', () => {
  it.each(ZONES)('turns wall-clock times in %s into the same instants and offsets as the polyfill', (zone) => {
    for (const fields of WALL_TIMES) {
      const [y, mo, d, h, mi, s, ms] = fields as [number, number, number, number, number, number, number];
      const expected = PlainDateTimeFns.toZonedDateTime(PlainDateTimeFns.create(y, mo, d, h, mi, s, ms), zone);
      const actual = shim.toZonedDateTime(shim.create(y, mo, d, h, mi, s, ms), zone);
      expect(actual.epochMilliseconds).toBe(expected.epochMilliseconds);
      expect(shim.offsetNanoseconds(actual)).toBe(ZonedDateTimeFns.offsetNanoseconds(expected));
    }
  });

  it.each(ZONES)('reads the wall-clock time of instants in %s as the polyfill does', (zone) => {
    for (let ms = Date.UTC(2026, 0, 1); ms < Date.UTC(2027, 0, 1); ms += 7.3 * 24 * 3600 * 1000) {
      const expected = InstantFns.toZonedDateTimeISO(InstantFns.fromEpochMilliseconds(ms), zone);
      const actual = shim.toZonedDateTimeISO(shim.fromEpochMilliseconds(ms), zone);
      const fields = (z: typeof actual) => [z.year, z.month, z.day, z.hour, z.minute, z.second, z.millisecond];
      expect(fields(actual)).toEqual([
        expected.year,
        expected.month,
        expected.day,
        expected.hour,
        expected.minute,
        expected.second,
        expected.millisecond,
      ]);
    }
  });

  it('says what is missing when the browser has no Temporal', () => {
    const saved = scope.Temporal;
    delete scope.Temporal;
    try {
      expect(() => shim.fromEpochMilliseconds(0)).toThrow(/named time zone needs a browser with Temporal/);
    } finally {
      scope.Temporal = saved;
    }
  });
});
