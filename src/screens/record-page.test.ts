import { describe, expect, it } from 'vitest';
import { SCREEN_DEFINITIONS } from './index.ts';
import { islandSpec, isListBacked, type ScreenDefinition } from './define.ts';
import { recordPageSpec } from './record-page.ts';

const screens = SCREEN_DEFINITIONS as readonly ScreenDefinition[];
const screen = (id: string) => screens.filter(isListBacked).find((s) => s.id === id)!;
const t = (key: string) => `<${key}>`;

describe('a record page, from the screen definitions and the reference declarations', () => {
  it("links an order's customer to the customer's page, titled by the customer's name, in the page's language", () => {
    const page = recordPageSpec(screen('orders'), screens, 'ar', t);
    expect(page.outgoing).toEqual([
      { field: 'customerId', list: 'customers', key: 'id', titleKey: 'name', href: '/ar/apps/ecommerce/customers/view/' },
    ]);
    expect(page).toMatchObject({
      title: '<menu.orders>',
      listHref: '/ar/apps/ecommerce/orders/',
      titleKey: 'customerName',
      codeKey: 'orderId',
    });
  });

  it("lists a customer's orders by their number, newest first, and its invoices", () => {
    const incoming = recordPageSpec(screen('customers'), screens, 'en', t).incoming;
    const orders = incoming.find((r) => r.list === 'order')!;
    expect(orders).toMatchObject({
      field: 'customerId',
      key: 'id',
      href: '/apps/ecommerce/orders/view/',
      sort: { key: 'orderDate', desc: true },
    });
    expect(orders.columns.map((c) => c.key)).toEqual(['orderId', 'orderDate', 'amount', 'deliveryStatus']);
    expect(incoming.map((r) => r.list)).toContain('invoices');
  });

  it("an employee's salary rows name it by its staff number", () => {
    const salary = recordPageSpec(screen('employees'), screens, 'en', t).incoming.find((r) => r.list === 'salary')!;
    expect(salary).toMatchObject({ field: 'employeeId', key: 'employeeId' });
  });
});

describe('the list screens link each row to its record page', () => {
  it('through the title column, else the number, unless that column links elsewhere', () => {
    const links = Object.fromEntries(
      screens.filter(isListBacked).map((s) => [
        s.id,
        islandSpec(s)
          .columns.filter((c) => c.link)
          .map((c) => `${c.key} ${c.link}`),
      ]),
    );
    expect(links.orders).toEqual(['customerName apps/ecommerce/orders/view/?id={id}']);
    expect(links.customers).toEqual(['name apps/ecommerce/customers/view/?id={id}']);
    for (const [id, linked] of Object.entries(links)) expect(linked.length, id).toBeLessThanOrEqual(1);
  });
});
