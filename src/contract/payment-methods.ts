/**
 * How an invoice's payment arrived, without zod: the invoice page's form lists them from its first download, while the
 * contract's schemas (src/contract/invoice-routes.ts) load with the first call.
 */
export const PAYMENT_METHODS = ['bank_transfer', 'card', 'cash', 'cheque', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
