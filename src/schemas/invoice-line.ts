import { z } from 'zod/mini';
import { described, id, text } from './common.ts';

/**
 * The bounds of one line. With them a line's total stays under 2 × 10^12 minor units, so an invoice of the most lines
 * a child list may have (DEFAULT_CHILD_MAX, 1000) totals under 2^53 and every sum is exact in a JSON number; a unit
 * price also fits the server's 32-bit `integer` column.
 */
export const MAX_QUANTITY = 100_000;
export const MAX_UNIT_PRICE = 10_000_000;

/** A percentage of the line, 0–100, to a thousandth of a percent (`7.5` is 7.5 %). */
const percent = z.number().check(z.gte(0), z.lte(100), z.multipleOf(0.001, 'Expected a percentage with three decimals at most'));

/**
 * One line of an invoice, a child row of the invoice. Money is in integer minor units of the invoice's currency
 * (cents, yen, fils); the discount is a percentage of the line, like the tax rate, so a line is valid whatever the
 * currency. src/contract/invoice-money.ts computes its amounts.
 */
export const invoiceLineSchema = z.object({
  description: text(200),
  quantity: described(
    z.number().check(z.positive(), z.lte(MAX_QUANTITY), z.multipleOf(0.001, 'Expected a quantity with three decimals at most')),
    'How many units, e.g. 1.5 (hours): three decimals at most',
  ),
  unitPrice: described(
    z.int().check(z.gte(-MAX_UNIT_PRICE), z.lte(MAX_UNIT_PRICE)),
    "Price of one unit in minor units of the invoice's currency (1999 is 19.99 EUR); a negative price is a credit",
  ),
  taxRate: described(percent, 'Tax in percent of the line after its discount, e.g. 7.5'),
  discountRate: described(percent, 'Discount in percent of the line, e.g. 10'),
  productId: z.optional(z.nullable(described(id, 'The product the line sells: a row of the product list'))),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;
