import { z } from 'zod';

// zod probes `new Function('')` to decide whether it may compile parsers; under Stride's
// Content-Security-Policy (no 'unsafe-eval') the probe fails anyway and is reported as a
// violation, so say up front that it must not try. Every schema module imports this one.
z.config({ jitless: true });

/** Row ids are positive integers, assigned by the backend. */
export const id = z.number().int().positive();
/** Calendar day, ISO 8601 `YYYY-MM-DD`. */
export const isoDate = z.iso.date();
/** Local wall-clock time `HH:MM` (24 h). */
export const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Expected a time HH:MM');
/** Money in the shop's currency (USD), two decimals at most. */
export const money = z.number().nonnegative();
/** A site-relative image path such as `/images/avatars/anna-kowalski.svg`. */
export const imagePath = z.string().regex(/^\/images\/[\w\-/]+\.(svg|png|jpe?g|webp)$/, 'Expected a local image path under /images/');
export const count = z.number().int().nonnegative();
export const email = z.email();
export const phone = z.string().regex(/^\+?[\d\s().-]{7,20}$/, 'Expected a phone number');

/**
 * A rule between two fields of a row (e.g. an end date not before its start). Kept apart from the
 * object schemas because zod refuses `.omit()`/`.partial()` on objects carrying refinements, and
 * forms derive their input schemas from the row schemas. `rowSchema()` in index.ts applies them.
 */
export interface FieldOrderRule {
  /** Must be >= `than` (ISO dates and numbers compare correctly with >=). */
  field: string;
  than: string;
  message: string;
}
export const notBefore = (field: string, than: string, message: string): FieldOrderRule => ({ field, than, message });
