import order from '../../resources/order.ts';
import { defineListScreen } from '../define.ts';

export default defineListScreen({
  id: 'orders',
  path: 'apps/ecommerce/orders/',
  group: 'ecommerce',
  position: 30,
  icon: 'order',
  resource: order,
  columns: [
    { key: 'orderId', kind: 'code' },
    { key: 'customerName', kind: 'title' },
    { key: 'orderDate', kind: 'date' },
    { key: 'deliveryDate', kind: 'date' },
    { key: 'paymentMethod', kind: 'enum', enumName: 'paymentMethod' },
    { key: 'amount', kind: 'money', total: true },
    { key: 'deliveryStatus', kind: 'status', enumName: 'orderStatus' },
  ],
  // Tabs in the order of an order's life (after "All"), not the enumeration's order.
  filter: {
    key: 'deliveryStatus',
    enumName: 'orderStatus',
    values: ['New', 'Pending', 'Shipping', 'Delivered', 'Return', 'Cancelled'],
    style: 'tabs',
  },
  // Five to nine digits, as the reference's format: the sample company's generated orders have seven (#ST-<id>).
  masks: { orderId: { mask: '{#}aa-00000[0000]' } },
  defaultSort: { key: 'orderDate', desc: true },
  // A draft invoice of the order's customer and amount, opened on its page.
  rowActions: ['invoiceOrder'],
});
