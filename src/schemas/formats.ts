/**
 * How the values people type are written when saved, the way the sample data writes them: phone numbers
 * `+1 (555) 200-1000`, references `#ST-10452` / `EMP-1001`, times `08:40`, amounts in cents. The schemas refuse
 * anything else (both backends answer 400), and the forms turn what was typed into this shape before they send.
 */

/** `+<country code> (<area>) <exchange>-<line>`, as every sample number is written. */
export const PHONE_PATTERN = /^\+\d{1,3} \(\d{3}\) \d{3}-\d{4}$/;
export const PHONE_EXAMPLE = '+1 (555) 200-1000';

/**
 * A phone number as `+1 (555) 200-1000`: the last ten digits are the national number, the digits before them the
 * country code (1 when there are none). The text unchanged when it has fewer than ten or more than thirteen digits.
 */
export function normalisePhone(text: string): string {
  const digits = text.replace(/\D/g, '');
  if (digits.length < 10 || digits.length > 13) return text.trim();
  const national = digits.slice(-10);
  const country = digits.slice(0, -10) || '1';
  return `+${country} (${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`;
}

/** A country as its ISO 3166-1 alpha-2 code (`DE`), and a currency as its ISO 4217 code (`EUR`). */
export const COUNTRY_PATTERN = /^[A-Z]{2}$/;
export const COUNTRY_EXAMPLE = 'DE';
export const CURRENCY_PATTERN = /^[A-Z]{3}$/;
export const CURRENCY_EXAMPLE = 'EUR';

/** A reference such as `#ST-10452`: its pattern, and an example from the samples. */
export interface CodeFormat {
  pattern: RegExp;
  example: string;
}

/** The references the lists carry, by the name of their format. The digits may grow past the samples' width. */
export const CODE_FORMATS = {
  order: { pattern: /^#[A-Z]{2}-\d{5,9}$/, example: '#ST-10452' },
  product: { pattern: /^#[A-Z]{2}-\d{4,9}$/, example: '#SH-1040' },
  employee: { pattern: /^EMP-\d{4,9}$/, example: 'EMP-1001' },
  user: { pattern: /^USR-\d{4,9}$/, example: 'USR-3021' },
  estimate: { pattern: /^EST-\d{4}-\d{3,9}$/, example: 'EST-2026-031' },
} as const satisfies Record<string, CodeFormat>;
export type CodeFormatName = keyof typeof CODE_FORMATS;

/** A typed reference in its saved shape: no spaces, capital letters, and the `#` the format starts with. */
export function normaliseCode(text: string, format: CodeFormatName): string {
  let code = text.replace(/\s+/g, '').toUpperCase();
  if (CODE_FORMATS[format].example.startsWith('#') && code !== '' && !code.startsWith('#')) code = `#${code}`;
  return code;
}

/** `8:40`, `8.40`, `8h40` or `0840` -> `08:40`; anything else unchanged. */
export function normaliseTime(text: string): string {
  const match = /^\s*(\d{1,2})\s*[:.h]?\s*(\d{2})\s*$/.exec(text);
  if (!match) return text.trim();
  return `${match[1]!.padStart(2, '0')}:${match[2]!.padStart(2, '0')}`;
}

/** An amount rounded to whole cents, as the schemas take it. */
export function toCents(amount: number): number {
  return Math.round(amount * 100) / 100;
}

/** The sample a pattern's values look like (`+1 (555) 200-1000`, `#ST-10452`), by the pattern as a zod issue writes it (`/…/`). */
export function exampleOf(pattern: string | undefined): string | undefined {
  if (pattern === String(PHONE_PATTERN)) return PHONE_EXAMPLE;
  if (pattern === String(COUNTRY_PATTERN)) return COUNTRY_EXAMPLE;
  if (pattern === String(CURRENCY_PATTERN)) return CURRENCY_EXAMPLE;
  return Object.values(CODE_FORMATS).find((f) => String(f.pattern) === pattern)?.example;
}
