import { ORDER_STATUSES } from '../../schemas/enums.ts';
import type { ListScreenSpec } from '../shared/data-table/types.ts';

export default {
  list: 'order',
  entity: 'order',
  columns: [
    { key: 'orderId', kind: 'code' },
    { key: 'customerName', kind: 'title' },
    { key: 'orderDate', kind: 'date' },
    { key: 'deliveryDate', kind: 'date' },
    { key: 'paymentMethod', kind: 'enum', enumName: 'paymentMethod' },
    { key: 'amount', kind: 'money', total: true },
    { key: 'deliveryStatus', kind: 'status', enumName: 'orderStatus' },
  ],
  // Tabs in the order the spec's screen shows them: All, New, Pending, Shipping, Delivered, Return, Cancelled.
  filter: {
    key: 'deliveryStatus',
    enumName: 'orderStatus',
    values: ['New', 'Pending', 'Shipping', 'Delivered', 'Return', 'Cancelled'] satisfies (typeof ORDER_STATUSES)[number][],
    style: 'tabs',
  },
  masks: { orderId: { mask: '{#}aa-00000' } },
  defaultSort: { key: 'orderDate', desc: true },
} satisfies ListScreenSpec;
