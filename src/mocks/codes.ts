/**
 * The fake backend's counters of issued references (a resource's `code`), as the reference server keeps them in a
 * sequence per list: the highest number it proposed (`GET /app/<list>/next-id`) or saw written, per list. A proposal
 * is one past it and past every stored reference, so the number of a deleted row is never proposed again.
 */
import { z } from 'zod/mini';
import { issueReference, latestReference, referenceNumber } from '../contract/references.ts';
import { generatedCode, LIST_NAMES, sendOf, type ListName } from '../resources/index.ts';
import { numberOfYear } from '../contract/send.ts';
import { SAMPLE_ROWS } from '../resources/samples/rows.ts';
import type { FakeDb } from './db.ts';

export const CODES_KEY = 'codes';
/** List name -> the highest number issued or written. */
export const codesSchema = z.record(z.string(), z.int());
type Codes = z.infer<typeof codesSchema>;

/** The highest number of each list's sample references: a reset starts the counters there. */
export function sampleCodes(): Codes {
  return Object.fromEntries(
    LIST_NAMES.flatMap((name) => {
      const code = generatedCode(name);
      if (!code) return [];
      const values = (SAMPLE_ROWS[name] as readonly Record<string, unknown>[]).map((row) => row[code.field]);
      const latest = latestReference(code.format, values);
      return [[name, latest === undefined ? 0 : referenceNumber(code.format, latest)]];
    }),
  );
}

const codes = (db: FakeDb): Codes => db.read<Codes>(CODES_KEY) ?? {};

/** The next reference of list `name` (undefined for a list without one), recorded as issued. */
export function issueCode(db: FakeDb, name: ListName, rows: readonly object[]): string | undefined {
  const code = generatedCode(name);
  if (!code) return undefined;
  const latest = latestReference(
    code.format,
    rows.map((row) => (row as Record<string, unknown>)[code.field]),
  );
  const { value, number } = issueReference(code.format, latest, codes(db)[name] ?? 0);
  db.write(CODES_KEY, { ...codes(db), [name]: number });
  return value;
}

/** A written row's reference counts as issued: once the row is gone, its number is still not proposed again. */
export function claimCode(db: FakeDb, name: ListName, row: object): void {
  const code = generatedCode(name);
  const value = code && (row as Record<string, unknown>)[code.field];
  if (!code || typeof value !== 'string') return;
  const number = referenceNumber(code.format, value);
  if (number > (codes(db)[name] ?? 0)) db.write(CODES_KEY, { ...codes(db), [name]: number });
}

/** The state key of the sent rows' counters: `<list>/<year>` -> the last number given, as the server's list_number_counters. */
export const SENT_NUMBERS_KEY = 'sentNumbers';
export const sentNumbersSchema = z.record(z.string(), z.int());

/**
 * The next number of `year` for a sent row of list `name` (its resource's `send`), recorded as given: past the year's
 * counter and past every number the list holds for the year (the sample rows'), so none is given twice or skipped.
 */
export function issueSentNumber(db: FakeDb, name: ListName, rows: readonly object[], year: string): number {
  const send = sendOf(name);
  if (!send) throw new Error(`The ${name} list sends no rows`);
  const counters = db.read<Record<string, number>>(SENT_NUMBERS_KEY) ?? {};
  const key = `${name}/${year}`;
  const held = Math.max(0, ...rows.map((row) => numberOfYear(send, year, (row as Record<string, unknown>)[send.number])));
  const number = Math.max(counters[key] ?? 0, held) + 1;
  db.write(SENT_NUMBERS_KEY, { ...counters, [key]: number });
  return number;
}
