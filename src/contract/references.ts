import { z } from 'zod/mini';
import { CODE_FORMATS, type CodeFormatName } from '../schemas/formats.ts';

// Which lists carry a reference the backend proposes, and in which field and format, is each resource's `code`
// (src/resources/define.ts); both backends refuse a second row with the same reference (409).

/** What `GET /app/<list>/next-id` answers. */
export const nextIdSchema = z.object({
  field: z.string().check(z.describe('The field the reference goes in, e.g. `orderId`')),
  value: z.string().check(z.describe('The next free reference, e.g. `#ST-10570`')),
});
export type NextId = z.infer<typeof nextIdSchema>;

/** The number a reference ends with (`#ST-10452` -> 10452), or -1 when it is not written in `format`. */
export function referenceNumber(format: CodeFormatName, value: string): number {
  if (!CODE_FORMATS[format].pattern.test(value)) return -1;
  return Number(/\d+$/.exec(value)?.[0] ?? -1);
}

/**
 * The reference a backend proposes for a new row: one number past both the last number it issued or saw stored (`issued`,
 * kept by a sequence, so a deleted row's number is never proposed again) and the highest stored reference (`latest`);
 * the format's example when there is neither. Written like `latest` (or the example): `EST-2026-058` -> `EST-2026-059`.
 * `number` is the number the backend records as issued.
 */
export function issueReference(format: CodeFormatName, latest: string | undefined, issued: number): { value: string; number: number } {
  const stored = latest === undefined ? -1 : referenceNumber(format, latest);
  const template = stored >= 0 ? latest! : CODE_FORMATS[format].example;
  const number = Math.max(issued + 1, stored >= 0 ? stored + 1 : referenceNumber(format, template));
  return { value: template.replace(/\d+$/, (digits) => String(number).padStart(digits.length, '0')), number };
}

/** The reference with the highest number among `values` written in `format`. */
export function latestReference(format: CodeFormatName, values: Iterable<unknown>): string | undefined {
  let latest: string | undefined;
  let highest = -1;
  for (const value of values) {
    const n = typeof value === 'string' ? referenceNumber(format, value) : -1;
    if (n > highest) {
      highest = n;
      latest = value as string;
    }
  }
  return latest;
}
