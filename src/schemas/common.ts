import { z } from 'zod/mini';
import {
  CODE_FORMATS,
  COUNTRY_EXAMPLE,
  COUNTRY_PATTERN,
  CURRENCY_EXAMPLE,
  CURRENCY_PATTERN,
  PHONE_EXAMPLE,
  PHONE_PATTERN,
  type CodeFormatName,
} from './formats.ts';
import { UPLOAD_URL_PATTERN } from './uploads.ts';

// zod probes `new Function('')` to decide whether it may compile parsers; under Stride's
// Content-Security-Policy (no 'unsafe-eval') the probe fails anyway and is reported as a
// violation, so say up front that it must not try. Every schema module imports this one.
z.config({ jitless: true });

// The schemas use zod/mini, the functional API over the same core as classic zod: rules are
// `.check(...)`ed in, wrappers are functions (z.optional, z.omit, ...), and only what is used
// ships. Use it everywhere (never 'zod'): mixing the two would load both.

/** Row ids are positive integers, assigned by the backend. */
export const id = z.int().check(z.positive());
/** The version of a row (src/contract/versions.ts): 1 when created, one more on every change. */
export const versionSchema = z.int().check(z.positive());
/** Calendar day, ISO 8601 `YYYY-MM-DD`. */
export const isoDate = z.iso.date();
/** Local wall-clock time `HH:MM` (24 h). */
export const clockTime = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Expected a time HH:MM'));
/** Money in the shop's currency (USD), two decimals at most. */
export const money = z.number().check(z.nonnegative(), z.multipleOf(0.01, 'Expected an amount in whole cents (two decimals at most)'));
/** A picture shipped with the site, such as `/images/avatars/anna-kowalski.svg`. */
const SHIPPED_IMAGE_PATTERN = /^\/images\/[\w\-/]+\.(svg|png|jpe?g|webp)$/;
/**
 * An image field: a site-relative path of a shipped picture, or the url an upload answered
 * (`/app/uploads/<32 hex>.png`). Nothing else: no address of another site. One pattern, so the OpenAPI document shows it.
 */
export const imagePath = z
  .string()
  .check(
    z.regex(
      new RegExp(`^(?:${SHIPPED_IMAGE_PATTERN.source.slice(1, -1)}|${UPLOAD_URL_PATTERN.source.slice(1, -1)})$`),
      'Expected a local image path under /images/ or an uploaded image under /app/uploads/',
    ),
  );
export const count = z.int().check(z.nonnegative());
/** The one e-mail rule of the app: the data, the sign-in and registration forms and the list forms all use it. */
/** At most 254 characters: the longest address SMTP can carry (RFC 5321). */
export const email = z.email().check(z.maxLength(254));
export const phone = z.string().check(z.regex(PHONE_PATTERN, `Expected a phone number written like ${PHONE_EXAMPLE}`));
/** An ISO 3166-1 alpha-2 country code (`DE`). */
export const country = z.string().check(z.regex(COUNTRY_PATTERN, `Expected a country code written like ${COUNTRY_EXAMPLE}`));
/** An ISO 4217 currency code (`EUR`). */
export const currency = z.string().check(z.regex(CURRENCY_PATTERN, `Expected a currency code written like ${CURRENCY_EXAMPLE}`));
/** A reference written as the samples write it (`#ST-10452`, `EMP-1001`, …). */
export const code = (format: CodeFormatName) =>
  z.string().check(z.regex(CODE_FORMATS[format].pattern, `Expected a reference written like ${CODE_FORMATS[format].example}`));

/** Text that must be filled in, at most `max` characters (names, titles, codes). */
export const text = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));

/** `schema` with a description for the OpenAPI document (a copy: the shared schema stays as it is). */
export const described = <S extends z.ZodMiniType>(schema: S, description: string): S => schema.check(z.describe(description));

/**
 * A rule between two fields of a row (e.g. an end date not before its start). Kept apart from the
 * object schemas because zod refuses `z.omit()`/`z.partial()` on objects carrying refinements, and
 * forms derive their input schemas from the row schemas. `withRules()` below applies them.
 */
export interface FieldOrderRule {
  /** Must be >= `than` (ISO dates and numbers compare correctly with >=). */
  field: string;
  than: string;
  message: string;
}
export const notBefore = (field: string, than: string, message: string): FieldOrderRule => ({ field, than, message });

/** Adds the cross-field rules of `rules` to any object schema (a row, or a form's input without id). */
export function withRules<S extends z.ZodMiniObject>(schema: S, rules: readonly FieldOrderRule[] = []): S {
  return schema.check(
    z.superRefine((row: Record<string, unknown>, ctx) => {
      for (const rule of rules) {
        const value = row[rule.field];
        const than = row[rule.than];
        // An empty optional date (an employee still employed has no exit date) is before nothing.
        if (value === undefined || than === undefined || value === null || than === null) continue;
        if ((value as number | string) < (than as number | string)) {
          ctx.addIssue({ code: 'custom', message: rule.message, path: [rule.field] });
        }
      }
    }),
  );
}

/** The add / edit form of a list: every field but the id, `optional` ones may be left out, with the row's rules. */
export function formSchemaOf(
  row: z.ZodMiniObject,
  rules: readonly FieldOrderRule[] = [],
  optional: readonly string[] = [],
): z.ZodMiniObject {
  const input = z.omit(row, { id: true });
  return withRules(z.partial(input, Object.fromEntries(optional.map((key) => [key, true])) as Record<string, true>), rules);
}
