import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CHILD_MAX } from '../resources/define.ts';
import { invoiceLineSchema, MAX_QUANTITY, MAX_UNIT_PRICE } from '../schemas/invoice-line.ts';
import { invoiceStatus, invoiceTotals, lineAmounts, type MoneyLine } from './invoice-money.ts';
import { currencyDigits, formatMoney } from './money-format.ts';

const line = (quantity: number, unitPrice: number, taxRate = 0, discountRate = 0): MoneyLine => ({
  quantity,
  unitPrice,
  taxRate,
  discountRate,
});

describe('lineAmounts', () => {
  it('rounds exactly half a minor unit away from zero, on a charge and on a credit', () => {
    // 5 cents at 10 % is a tax of 0.5 cent; 0.5 × 1 cent is a net of 0.5 cent.
    expect(lineAmounts(line(1, 5, 10))).toEqual({ net: 5, discount: 0, tax: 1, total: 6 });
    expect(lineAmounts(line(1, -5, 10))).toEqual({ net: -5, discount: 0, tax: -1, total: -6 });
    expect(lineAmounts(line(0.5, 1))).toEqual({ net: 1, discount: 0, tax: 0, total: 1 });
    expect(lineAmounts(line(0.5, -1))).toEqual({ net: -1, discount: 0, tax: 0, total: -1 });
    // Just under half rounds toward zero: 0.499 × 1 cent.
    expect(lineAmounts(line(0.499, 1)).net).toBe(0);
    expect(lineAmounts(line(0.499, -1)).net).toBe(0);
  });

  it('multiplies the decimals exactly where floats would not', () => {
    // 1.005 × 100 is 100.49999999999999 in floats, so Math.round gives 100; the exact product is 100.5.
    expect(Math.round(1.005 * 100)).toBe(100);
    expect(lineAmounts(line(1.005, 100)).net).toBe(101);
    // 0.1 + 0.2 is the quantity 0.3, whatever the float noise.
    expect(lineAmounts(line(0.1 + 0.2, 1000, 7.5))).toEqual(lineAmounts(line(0.3, 1000, 7.5)));
    expect(lineAmounts(line(0.3, 1000, 7.5))).toEqual({ net: 300, discount: 0, tax: 23, total: 323 });
  });

  it('takes fractional quantities and rates: the tax is of the exact net after the discount', () => {
    // 1.5 h at 33.33: net 49.995 -> 50.00; 19 % of 49.995 is 9.49905 -> 9.50.
    expect(lineAmounts(line(1.5, 3333, 19))).toEqual({ net: 5000, discount: 0, tax: 950, total: 5950 });
    // 2.25 × 10.01 = 22.5225 -> 22.52; 12.5 % off: 2.8153125 -> 2.82; 7.125 % of 19.7071875 = 1.40413711 -> 1.40.
    expect(lineAmounts(line(2.25, 1001, 7.125, 12.5))).toEqual({ net: 2252, discount: 282, tax: 140, total: 2110 });
    // 0.5 × 9 cents = 4.5 -> 5 cents, and 10 % of the exact 4.5 is 0.45 -> 0, where 10 % of the rounded 5 would be 1.
    expect(lineAmounts(line(0.5, 9, 10))).toEqual({ net: 5, discount: 0, tax: 0, total: 5 });
  });

  it('refuses values the line schema refuses rather than rounding them', () => {
    expect(() => lineAmounts(line(1.0005, 100))).toThrow(RangeError);
    expect(() => lineAmounts(line(1, 19.99))).toThrow(RangeError);
    expect(() => lineAmounts(line(1, 100, 7.0001))).toThrow(RangeError);
    expect(() => lineAmounts(line(Number.NaN, 100))).toThrow(RangeError);
  });
});

describe('invoiceTotals', () => {
  it('sums a 100-line invoice to the hand-checked figures', () => {
    // Line i is i × 1 cent at 10 %: the tax of i is i/10 rounded, so in each ten 0–4 add nothing and 5–9 one more than
    // the tens: 10 × (0 + … + 9) + 10 × 5 = 500 for 1…99, and 10 for line 100.
    const lines = Array.from({ length: 100 }, (_, i) => line(i + 1, 1, 10));
    expect(invoiceTotals(lines)).toMatchObject({ subtotal: 5050, discount: 0, tax: 510, total: 5560, paid: 0, balance: 5560 });
  });

  it('sums 100 mixed lines to the hand-checked figures, each line rounded on its own', () => {
    // 50 × (1.5 × 3.33 at 19 %): 5.00 + 0.95 (of 4.995 exactly, 0.94905) = 5.95 each.
    // 50 × (3 × 19.99, 10 % off, at 7 %): 59.97 - 6.00 (5.997) + 3.78 (of 53.973, 3.77811) = 57.75 each.
    const lines = Array.from({ length: 100 }, (_, i) => (i % 2 === 0 ? line(1.5, 333, 19) : line(3, 1999, 7, 10)));
    const totals = invoiceTotals(lines, [{ amount: 100_000 }, { amount: 18_500 }]);
    expect(totals).toMatchObject({ subtotal: 324_850, discount: 30_000, tax: 23_650, total: 318_500, paid: 118_500, balance: 200_000 });
    expect(totals.lines[0]).toEqual({ net: 500, discount: 0, tax: 95, total: 595 });
    expect(totals.lines[1]).toEqual({ net: 5997, discount: 600, tax: 378, total: 5775 });
  });

  it('nets credit lines and refunds against the rest', () => {
    const totals = invoiceTotals([line(2, 5000, 20), line(1, -2500, 20)], [{ amount: 4000 }, { amount: -1000 }]);
    expect(totals).toMatchObject({ subtotal: 7500, tax: 1500, total: 9000, paid: 3000, balance: 6000 });
  });

  it('keeps the largest invoice the line schema allows within exact integers', () => {
    const biggest = line(MAX_QUANTITY, MAX_UNIT_PRICE, 100);
    expect(invoiceLineSchema.safeParse({ description: 'Most', productId: null, ...biggest }).success).toBe(true);
    const totals = invoiceTotals(Array.from({ length: DEFAULT_CHILD_MAX }, () => biggest));
    expect(totals.total).toBe(DEFAULT_CHILD_MAX * 2 * MAX_QUANTITY * MAX_UNIT_PRICE);
    expect(Number.isSafeInteger(totals.total)).toBe(true);
  });

  it('refuses a total past the integers a number holds exactly', () => {
    expect(() => invoiceTotals([line(1, Number.MAX_SAFE_INTEGER), line(1, 1)])).toThrow(RangeError);
  });
});

/** A line the schema accepts: thousandths of a quantity and of a percentage, a whole unit price. */
const lineArbitrary = fc.record({
  quantity: fc.integer({ min: 1, max: MAX_QUANTITY * 1000 }).map((n) => n / 1000),
  unitPrice: fc.integer({ min: -MAX_UNIT_PRICE, max: MAX_UNIT_PRICE }),
  taxRate: fc.integer({ min: 0, max: 100_000 }).map((n) => n / 1000),
  discountRate: fc.integer({ min: 0, max: 100_000 }).map((n) => n / 1000),
});

describe('invoice money properties', () => {
  it('the total is the sum of the line totals, whatever the lines, and never drifts', () => {
    fc.assert(
      fc.property(
        fc.array(lineArbitrary, { maxLength: 60 }),
        fc.array(fc.integer({ min: -1e9, max: 1e9 }), { maxLength: 5 }),
        (lines, paid) => {
          expect(lines.every((l) => invoiceLineSchema.safeParse({ description: 'x', ...l }).success)).toBe(true);
          const totals = invoiceTotals(
            lines,
            paid.map((amount) => ({ amount })),
          );
          const lineSum = totals.lines.reduce((acc, l) => acc + BigInt(l.total), 0n);
          expect(BigInt(totals.total)).toBe(lineSum);
          expect(totals.total).toBe(totals.subtotal - totals.discount + totals.tax);
          expect(totals.balance).toBe(totals.total - totals.paid);
          // The same lines in another order and summed in two halves give the same figures.
          const half = Math.floor(lines.length / 2);
          const [first, second] = [invoiceTotals(lines.slice(0, half)), invoiceTotals(lines.slice(half))];
          expect(first.total + second.total).toBe(totals.total);
          expect(invoiceTotals([...lines].reverse()).total).toBe(totals.total);
        },
      ),
      { seed: 20261202, numRuns: 300 },
    );
  });

  it('every line amount is within half a minor unit of its exact value', () => {
    fc.assert(
      fc.property(lineArbitrary, (l) => {
        const { net, discount, tax, total } = lineAmounts(l);
        // Exact values in thousandths of a minor unit, compared as BigInt: |rounded × scale - exact| <= scale / 2.
        const q = BigInt(Math.round(l.quantity * 1000));
        const d = BigInt(Math.round(l.discountRate * 1000));
        const r = BigInt(Math.round(l.taxRate * 1000));
        const gross = q * BigInt(l.unitPrice);
        const within = (rounded: number, exact: bigint, scale: bigint) => {
          const gap = BigInt(rounded) * scale - exact;
          return (gap < 0n ? -gap : gap) * 2n <= scale;
        };
        expect(within(net, gross, 1000n)).toBe(true);
        expect(within(discount, gross * d, 10n ** 8n)).toBe(true);
        expect(within(tax, gross * (100_000n - d) * r, 10n ** 13n)).toBe(true);
        expect(total).toBe(net - discount + tax);
      }),
      { seed: 20261202, numRuns: 500 },
    );
  });
});

describe('invoiceStatus', () => {
  const facts = { sent: true, voided: false, dueDate: '2026-12-10', total: 10_000, paid: 0, today: '2026-12-02' };

  it.each([
    ['draft: not sent', { sent: false }, 'draft'],
    ['sent: nothing paid, not yet due', {}, 'sent'],
    ['sent: due today is not overdue', { today: '2026-12-10' }, 'sent'],
    ['partly paid', { paid: 2500 }, 'partly_paid'],
    ['paid', { paid: 10_000 }, 'paid'],
    ['paid: more than the total', { paid: 12_000 }, 'paid'],
    ['paid: a sent invoice of nothing', { total: 0 }, 'paid'],
    ['overdue: after the due date with a balance', { today: '2026-12-11' }, 'overdue'],
    ['overdue: partly paid and past due', { today: '2027-01-05', paid: 2500 }, 'overdue'],
    ['paid: past due but paid', { today: '2027-01-05', paid: 10_000 }, 'paid'],
    ['void wins over a draft', { voided: true, sent: false }, 'void'],
    ['void wins over overdue', { voided: true, today: '2027-01-05' }, 'void'],
    ['void wins over paid', { voided: true, paid: 10_000 }, 'void'],
  ] as const)('%s', (_, change, status) => {
    expect(invoiceStatus({ ...facts, ...change })).toBe(status);
  });

  it('refuses days not written YYYY-MM-DD, which would compare wrongly', () => {
    expect(() => invoiceStatus({ ...facts, today: '2/12/2026' })).toThrow(RangeError);
  });
});

describe('currencies', () => {
  it('takes the minor unit of each currency from Intl (ISO 4217)', () => {
    expect(currencyDigits('USD')).toBe(2);
    expect(currencyDigits('JPY')).toBe(0);
    expect(currencyDigits('BHD')).toBe(3);
  });

  it("formats minor units with the currency's own decimals", () => {
    const intl = (value: number, currency: string) => new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(value);
    expect(formatMoney(1999, 'USD', 'en-US')).toBe(intl(19.99, 'USD'));
    expect(formatMoney(1234, 'JPY', 'en-US')).toBe(intl(1234, 'JPY'));
    expect(formatMoney(-1234, 'BHD', 'en-US')).toBe(intl(-1.234, 'BHD'));
    expect(formatMoney(5, 'BHD', 'en-US')).toBe(intl(0.005, 'BHD'));
    expect(formatMoney(123_456, 'EUR', 'de-DE')).toBe(
      new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(1234.56),
    );
  });

  it('formats a large amount exactly, where dividing it as a float would not', () => {
    expect(formatMoney(Number.MAX_SAFE_INTEGER, 'USD', 'en-US')).toBe('$90,071,992,547,409.91');
    expect(formatMoney(Number.MAX_SAFE_INTEGER, 'BHD', 'en-US')).toContain('9,007,199,254,740.991');
  });

  it('keeps the currency left-to-right in Arabic', () => {
    expect(formatMoney(1999, 'USD', 'ar')).toMatch(/\u2066.+\u2069/);
  });

  it('computes a line the same in a zero- and a three-decimal currency: amounts are in minor units', () => {
    // 1.5 × 333 yen at 10 %: 499.5 -> 500 yen and 49.95 -> 50 yen; 1.5 × 0.333 BHD likewise 0.500 and 0.050 BHD.
    const amounts = lineAmounts(line(1.5, 333, 10));
    expect(amounts).toEqual({ net: 500, discount: 0, tax: 50, total: 550 });
    expect(formatMoney(amounts.total, 'JPY', 'en-US')).toBe(
      new Intl.NumberFormat('en-US', { style: 'currency', currency: 'JPY' }).format(550),
    );
    expect(formatMoney(amounts.total, 'BHD', 'en-US')).toBe(
      new Intl.NumberFormat('en-US', { style: 'currency', currency: 'BHD' }).format(0.55),
    );
  });
});
