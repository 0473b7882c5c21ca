/**
 * Form fields derived from a list's zod schema (what a field is and how it validates) and the
 * screen spec (how it is shown and masked). Pure, so it is unit-tested without a browser.
 */
import type { z } from 'zod/mini';
import { ENUMS } from '../../../schemas/enums.ts';
import type { ColumnSpec, FieldMask } from '../../../screens/list-spec.ts';
import { plainText } from '../../../plain-text.ts';
import type { ImageSet } from '../../../content/shipped-images.ts';
import {
  CODE_FORMATS,
  normaliseCode,
  normalisePhone,
  normaliseTime,
  PHONE_PATTERN,
  toCents,
  type CodeFormatName,
} from '../../../schemas/formats.ts';

export type FieldControl = 'text' | 'textarea' | 'richtext' | 'number' | 'date' | 'time' | 'email' | 'select' | 'checkbox' | 'image';

export interface FormField {
  key: string;
  control: FieldControl;
  required: boolean;
  /** For selects: values, labelled through `enums.<enumName>.<value>`. */
  options?: readonly string[];
  enumName?: string;
  /** Numbers: money takes cents. */
  step?: number;
  mask?: FieldMask;
  maxLength?: number;
  /** Image fields: the shipped images offered (faces for a person, logos for a company, else products). */
  images?: ImageSet;
  /** How a value is written when saved (the samples' format): what is typed is put in that shape on submit. */
  format?: FieldFormat;
}

/** `minorUnits`: whole minor units asked for as a decimal amount in the currency the row's `currencyKey` field names. */
export type FieldFormat =
  | { kind: 'phone' }
  | { kind: 'code'; name: CodeFormatName }
  | { kind: 'time' }
  | { kind: 'cents' }
  | { kind: 'minorUnits'; currencyKey: string };

/** Form values are kept as typed (strings and booleans) so a failed save loses nothing. */
export type FormValues = Record<string, string | boolean>;

interface ZodInternals {
  _zod: {
    def: {
      type: string;
      innerType?: unknown;
      format?: string;
      /** Set when the schema is itself a check, as `z.int()` is (a number with the integer format). */
      check?: string;
      /** Enums: value -> value. */
      entries?: Record<string, string>;
      checks?: {
        _zod: { def: { check: string; format?: string; value?: number; minimum?: number; maximum?: number; pattern?: RegExp } };
      }[];
    };
  };
}

function internals(schema: unknown): ZodInternals['_zod']['def'] {
  return (schema as ZodInternals)._zod.def;
}

const LONG_TEXT = new Set(['description', 'reason', 'address']);
const IMAGE_KEYS = new Set(['img', 'logo']);

function enumNameFor(options: readonly string[]): string | undefined {
  // The smallest enumeration that holds every option (leave statuses come in two sizes).
  let best: string | undefined;
  let bestSize = Infinity;
  for (const [name, values] of Object.entries(ENUMS)) {
    const set = values as readonly string[];
    if (options.every((o) => set.includes(o)) && set.length < bestSize) {
      best = name;
      bestSize = set.length;
    }
  }
  return best;
}

/** The saved format a string field's pattern names (a phone number, a reference), if any. */
function stringFormat(checks: NonNullable<ZodInternals['_zod']['def']['checks']>): FieldFormat | undefined {
  const pattern = checks.find((c) => c._zod.def.format === 'regex')?._zod.def.pattern;
  if (!pattern) return undefined;
  if (pattern === PHONE_PATTERN) return { kind: 'phone' };
  const name = (Object.keys(CODE_FORMATS) as CodeFormatName[]).find((n) => CODE_FORMATS[n].pattern === pattern);
  return name ? { kind: 'code', name } : undefined;
}

export function deriveFields(
  schema: z.ZodMiniObject,
  columns: readonly ColumnSpec[],
  masks: Readonly<Record<string, FieldMask>> = {},
): FormField[] {
  const fields: FormField[] = [];
  for (const [key, raw] of Object.entries(schema.shape)) {
    if (key === 'id') continue;
    let def = internals(raw);
    let required = true;
    let inner: unknown = raw;
    while (def.type === 'optional' || def.type === 'nullable' || def.type === 'default') {
      required = false;
      inner = def.innerType;
      def = internals(inner);
    }
    const column = columns.find((c) => c.key === key);
    const field: FormField = { key, control: 'text', required };
    const checks = def.checks ?? [];
    const maxCheck = checks.find((c) => c._zod.def.check === 'max_length');
    if (maxCheck?._zod.def.maximum !== undefined) field.maxLength = maxCheck._zod.def.maximum;
    if (def.type === 'boolean') field.control = 'checkbox';
    else if (def.type === 'number') {
      field.control = 'number';
      const integer = [def, ...checks.map((c) => c._zod.def)].some((d) => d.check === 'number_format' && d.format?.includes('int'));
      const multiple = checks.find((c) => c._zod.def.check === 'multiple_of')?._zod.def.value;
      field.step = integer ? 1 : (multiple ?? (column?.kind === 'money' ? 0.01 : 0.1));
      if (multiple === 0.01) field.format = { kind: 'cents' };
    } else if (def.type === 'enum') {
      field.control = 'select';
      field.options = Object.values(def.entries ?? {});
      const name = column?.enumName ?? enumNameFor(field.options);
      if (name) field.enumName = name;
    } else if (def.type === 'string') {
      const format = stringFormat(checks);
      if (format) field.format = format;
      if (def.format === 'date') field.control = 'date';
      else if (def.format === 'email') field.control = 'email';
      else if (column?.kind === 'time') {
        field.control = 'time';
        field.format = { kind: 'time' };
      } else if (IMAGE_KEYS.has(key)) {
        field.control = 'image';
        const pictured = columns.find((c) => c.imageKey === key);
        field.images = pictured?.avatar ? 'avatars' : key === 'logo' ? 'logos' : 'products';
      } else if (column?.html) field.control = 'richtext';
      else if (LONG_TEXT.has(key)) field.control = 'textarea';
    }
    const mask = masks[key];
    if (mask && (field.control === 'text' || field.control === 'time')) {
      field.control = 'text';
      field.mask = mask;
    }
    fields.push(field);
  }
  // The form asks in the order the table shows (a holiday's date before its weekday); fields the
  // table doesn't show follow in schema order (sort is stable).
  const position = (key: string) => {
    const i = columns.findIndex((c) => c.key === key);
    if (i !== -1) return i;
    const pictured = columns.findIndex((c) => c.imageKey === key);
    return pictured === -1 ? columns.length : pictured + 0.5;
  };
  return fields.sort((a, b) => position(a.key) - position(b.key));
}

/** A row's values as form strings (what the inputs show). */
export function toFormValues(
  fields: readonly FormField[],
  row: Record<string, unknown> | null,
  defaults: Record<string, unknown> = {},
): FormValues {
  const out: FormValues = {};
  for (const f of fields) {
    const v = row ? row[f.key] : defaults[f.key];
    if (f.control === 'checkbox') out[f.key] = v === true;
    else out[f.key] = plainText(v);
  }
  return out;
}

/** Typed text in the field's saved format (`+1 (555) 200-1000`, `#ST-10452`, `08:40`). */
export function normaliseText(format: FieldFormat | undefined, text: string): string {
  switch (format?.kind) {
    case 'phone':
      return normalisePhone(text);
    case 'code':
      return normaliseCode(text, format.name);
    case 'time':
      return normaliseTime(text);
    default:
      return text;
  }
}

/**
 * Form strings back to typed values for validation, in the format they are saved in (amounts rounded to cents,
 * phone numbers and references written as the samples write them); blanks become undefined so "required" reports them.
 */
export function fromFormValues(fields: readonly FormField[], values: FormValues): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    const v = values[f.key];
    if (f.control === 'checkbox') out[f.key] = v === true;
    else if (f.control === 'number') {
      const text = String(v ?? '')
        .trim()
        .replace(',', '.');
      const number = text === '' ? undefined : Number(text);
      out[f.key] = number !== undefined && f.format?.kind === 'cents' && Number.isFinite(number) ? toCents(number) : number;
    } else {
      const text = normaliseText(f.format, String(v ?? '').trim());
      out[f.key] = text === '' ? undefined : text;
    }
  }
  return out;
}
