import { describe, expect, it } from 'vitest';
import { invoiceDraftOf } from './invoice-from-order.ts';

describe('an invoice made from an order', () => {
  it('bills the order’s customer for its amount in cents, due thirty days after today', () => {
    const draft = invoiceDraftOf({ orderId: '#ST-10452', customerId: 7, amount: 863.51 }, '2026-12-17', 'Order #ST-10452');
    expect(draft).toEqual({
      customerId: 7,
      issueDate: '2026-12-17',
      dueDate: '2027-01-16',
      currency: 'USD',
      lines: [{ description: 'Order #ST-10452', quantity: 1, unitPrice: 86351, taxRate: 0, discountRate: 0 }],
    });
  });

  it('rounds dollars to whole cents once (0.29 dollars is 29 cents, not 28)', () => {
    expect(invoiceDraftOf({ orderId: '#ST-1', customerId: 1, amount: 0.29 }, '2026-02-28', 'x').lines[0]!.unitPrice).toBe(29);
    expect(invoiceDraftOf({ orderId: '#ST-1', customerId: 1, amount: 1 }, '2026-02-28', 'x').dueDate).toBe('2026-03-30');
  });
});
