import { describe, expect, it } from 'vitest';
import { connect } from './connect.ts';
import { migrate, readMigrations } from './migrate.ts';

describe('the customers migration', () => {
  it('gives every stored order a customer of its name, so the column is not null and the foreign key holds', async () => {
    const database = await connect({ dataDir: 'memory://' });
    try {
      const all = readMigrations();
      const at = all.findIndex((m) => m.version === '0019_customers');
      expect(at).toBeGreaterThan(0);
      await migrate(database, all.slice(0, at));
      await database.session((s) =>
        s.exec(`insert into list_order ("orderId", "orderDate", "deliveryDate", "customerName", "paymentMethod", amount, "deliveryStatus") values
          ('#ST-10001', '2026-01-02', '2026-01-04', 'Ada Lovelace', 'COD', 10, 'New'),
          ('#ST-10002', '2026-01-03', '2026-01-05', 'Grace Hopper', 'COD', 20, 'New'),
          ('#ST-10003', '2026-01-04', '2026-01-06', 'Ada Lovelace', 'COD', 30, 'New')`),
      );
      await migrate(database, all);
      const orders = await database.session((s) =>
        s.query<{ orderId: string; name: string }>(
          `select o."orderId", c.name from list_order o join list_customers c on c.id = o."customerId" order by o."orderId"`,
        ),
      );
      expect(orders).toEqual([
        { orderId: '#ST-10001', name: 'Ada Lovelace' },
        { orderId: '#ST-10002', name: 'Grace Hopper' },
        { orderId: '#ST-10003', name: 'Ada Lovelace' },
      ]);
      const customers = await database.session((s) => s.query<{ email: string }>('select email from list_customers order by id'));
      expect(customers.map((c) => c.email)).toEqual(['customer-1@example.com', 'customer-2@example.com']);
      await expect(database.session((s) => s.exec(`delete from list_customers where name = 'Grace Hopper'`))).rejects.toThrow();
    } finally {
      await database.close();
    }
  }, 120_000);
});
