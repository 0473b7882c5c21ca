import type { z } from 'zod/mini';
import { generatedCode, LIST_SCHEMAS, referencesFrom, type ItemOf, type ListName } from '../resources/index.ts';
import { SAMPLE_ROWS as SAMPLE } from '../resources/samples/rows.ts';
import { hashString, mulberry32 } from '../stats/prng.ts';
import { DEFAULT_SEED } from './start/settings.ts';

/** Fields describing one person: taken together from one sample row, so a face keeps its name and e-mail. */
const IDENTITY_FIELDS = new Set(['name', 'img', 'email', 'emailId', 'phone', 'phoneNumber', 'username', 'location', 'designation']);
const DAY_MS = 86_400_000;

/** A reference numbered `n` in its sample's format: the sample's last digits replaced by `n` (`#ST-00042`). */
function uniqueCode(template: string, n: number): string {
  return template.replace(/\d+$/, (digits) => String(n).padStart(digits.length, '0'));
}

/** Where the synthetic rows' ids and reference numbers start: after these (0 for a list of synthetic rows only). */
export interface SyntheticStart {
  id: number;
  code: number;
}
const FROM_ZERO: SyntheticStart = { id: 0, code: 0 };
/** Rows move at most this many days away from the sample row they are based on. */
const DATE_SPREAD_DAYS = 730;

type FieldPlan =
  | { kind: 'id' | 'code' | 'text' | 'identity' | 'boolean' | 'date'; field: string }
  | { kind: 'enum'; field: string; options: readonly string[] }
  | { kind: 'number'; field: string; int: boolean; min: number; max: number };

interface CheckDef {
  check?: string;
  format?: string;
  value?: unknown;
}
type NumberDef = CheckDef & { checks?: { _zod: { def: CheckDef } }[] };

/** Whether a number schema takes integers only, and its bounds, from its checks (`z.int()` is its own first check). */
function numberRange(def: NumberDef): { int: boolean; min: number; max: number } {
  const range = { int: false, min: -Infinity, max: Infinity };
  for (const check of [def, ...(def.checks ?? []).map((c) => c._zod.def)]) {
    if (check.check === 'number_format') range.int ||= check.format?.includes('int') ?? false;
    // Whole minor units too large for z.int() (an invoice's sums) are a multiple of 1.
    else if (check.check === 'multiple_of' && Number(check.value) === 1) range.int = true;
    else if (check.check === 'greater_than') range.min = Math.max(range.min, Number(check.value));
    else if (check.check === 'less_than') range.max = Math.min(range.max, Number(check.value));
  }
  return range;
}

/** Reads the row schema once: how to vary each field and stay valid. */
function planFor(name: ListName): FieldPlan[] {
  const shape = LIST_SCHEMAS[name].shape as Record<string, z.core.$ZodType>;
  // The list's generated reference (its resource's `code`) identifies a row to people: made unique by the row number.
  const codeField = generatedCode(name)?.field;
  // A field naming another list's row keeps a sample row's value, so it names a row that exists.
  const referencing = new Set(referencesFrom(name).map((r) => r.field));
  return Object.entries(shape).map(([field, schema]): FieldPlan => {
    if (field === 'id') return { kind: 'id', field };
    if (field === codeField) return { kind: 'code', field };
    if (referencing.has(field)) return { kind: 'text', field };
    const def = schema._zod.def;
    if (def.type === 'enum') return { kind: 'enum', field, options: Object.values((def as z.core.$ZodEnumDef).entries) as string[] };
    if (def.type === 'boolean') return { kind: 'boolean', field };
    if (def.type === 'number') return { kind: 'number', field, ...numberRange(def) };
    if (def.type === 'string' && (def as z.core.$ZodStringFormatDef).format === 'date') return { kind: 'date', field };
    return { kind: IDENTITY_FIELDS.has(field) ? 'identity' : 'text', field };
  });
}

const dayCache = new Map<number, string>();
function isoDay(epochDay: number): string {
  let text = dayCache.get(epochDay);
  if (text === undefined) {
    text = new Date(epochDay * DAY_MS).toISOString().slice(0, 10);
    dayCache.set(epochDay, text);
  }
  return text;
}

/**
 * `count` rows of a list for performance work (`GET /app/<name>?rows=N`), valid against the list's schema
 * and its cross-field rules, and the same for the same seed. Each row mixes text from random sample rows,
 * draws enumerations and flags at random, and moves the dates of one sample row together (so their order
 * holds) and scales its numbers together (so `registered <= total` holds). 100,000 rows take well under a second.
 */
export function syntheticRows<N extends ListName>(
  name: N,
  count: number,
  seed = DEFAULT_SEED,
  after: SyntheticStart = FROM_ZERO,
): ItemOf<N>[] {
  const rows = new Array<ItemOf<N>>(count);
  forEachSyntheticRow(
    name,
    count,
    seed,
    (row, i) => {
      rows[i] = row as ItemOf<N>;
    },
    after,
  );
  return rows;
}

/**
 * The rows of `syntheticRows`, one at a time in id order, so a consumer that keeps them in another layout
 * (the fake backend's column store for a million rows) never holds them all as objects.
 */
export function forEachSyntheticRow(
  name: ListName,
  count: number,
  seed: number,
  visit: (row: Record<string, unknown>, index: number) => void,
  after: SyntheticStart = FROM_ZERO,
): void {
  const random = mulberry32(seed ^ hashString(name));
  const samples = SAMPLE[name] as unknown as Record<string, unknown>[];
  const plan = planFor(name);
  const dates = plan.filter((p) => p.kind === 'date').map((p) => p.field);
  const sampleDays = samples.map((row) =>
    Object.fromEntries(dates.map((f) => [f, Math.floor(Date.parse(`${row[f] as string}T00:00:00Z`) / DAY_MS)])),
  );
  const n = samples.length;

  for (let i = 0; i < count; i++) {
    const base = Math.floor(random() * n);
    const template = samples[base]!;
    const shift = Math.floor(random() * (2 * DATE_SPREAD_DAYS + 1)) - DATE_SPREAD_DAYS;
    const scale = 0.5 + random() * 1.5;
    const person = samples[Math.floor(random() * n)]!;
    const row: Record<string, unknown> = {};
    for (const p of plan) {
      switch (p.kind) {
        case 'id':
          row.id = after.id + i + 1;
          break;
        case 'code':
          row[p.field] = uniqueCode(String(template[p.field]), after.code + i + 1);
          break;
        case 'enum':
          row[p.field] = p.options[Math.floor(random() * p.options.length)];
          break;
        case 'boolean':
          row[p.field] = random() < 0.5;
          break;
        case 'number': {
          const original = template[p.field] as number;
          const value = Math.min(p.max, Math.max(p.min, original * scale));
          // A positive count (e.g. noOfDays) stays positive: never floor 1 x 0.5 down to 0.
          row[p.field] = p.int ? Math.max(original >= 1 ? 1 : 0, Math.floor(value)) : Math.round(value * 100) / 100;
          break;
        }
        case 'date':
          row[p.field] = isoDay(sampleDays[base]![p.field]! + shift);
          break;
        case 'text':
          row[p.field] = samples[Math.floor(random() * n)]![p.field];
          break;
        case 'identity':
          row[p.field] = person[p.field];
          break;
      }
    }
    visit(row, i);
  }
}
