/**
 * Stands in for the three `temporal-polyfill/fns/*` modules FullCalendar's date maths imports (see the alias in
 * astro.config.mjs). FullCalendar calls them only for a named `timeZone` option; Stride's calendar runs in the
 * browser's local time, which FullCalendar computes with `Date` alone. Shipping the polyfill (≈21 KiB gzip) for
 * a path that never runs would break the dashboard's JavaScript budget, so these delegate to the browser's own
 * Temporal, which every engine that supports it provides, and say so clearly where it is missing.
 */

/** The slice of the Temporal API used here; TypeScript's DOM library does not describe Temporal yet. */
interface ZonedDateTimeLike {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
  offsetNanoseconds: number;
  epochMilliseconds: number;
}
interface InstantLike {
  toZonedDateTimeISO(timeZone: string): ZonedDateTimeLike;
}
interface PlainDateTimeLike {
  toZonedDateTime(timeZone: string): ZonedDateTimeLike;
}
interface TemporalLike {
  Instant: { fromEpochMilliseconds(ms: number): InstantLike };
  PlainDateTime: new (...fields: number[]) => PlainDateTimeLike;
}

function temporal(): TemporalLike {
  // Read through `unknown`: the typings describe every engine as having Temporal, which is not yet so.
  const native = (globalThis as unknown as { Temporal?: TemporalLike }).Temporal;
  if (!native) throw new Error('A calendar in a named time zone needs a browser with Temporal; use the local time zone instead.');
  return native;
}

export const fromEpochMilliseconds = (ms: number): InstantLike => temporal().Instant.fromEpochMilliseconds(ms);

export const toZonedDateTimeISO = (instant: InstantLike, timeZone: string): ZonedDateTimeLike => instant.toZonedDateTimeISO(timeZone);

export const create = (...fields: number[]): PlainDateTimeLike => new (temporal().PlainDateTime)(...fields);

export const toZonedDateTime = (dateTime: PlainDateTimeLike, timeZone: string): ZonedDateTimeLike => dateTime.toZonedDateTime(timeZone);

export const offsetNanoseconds = (zoned: ZonedDateTimeLike): number => zoned.offsetNanoseconds;
