import { ESTIMATE_STATUSES } from '../../schemas/enums.ts';
import type { ListScreenSpec } from '../shared/data-table/types.ts';

export default {
  list: 'estimate',
  entity: 'estimate',
  columns: [
    { key: 'estimateNumber', kind: 'code' },
    { key: 'clientName', kind: 'title' },
    { key: 'estimateBy' },
    { key: 'estimateDate', kind: 'date' },
    { key: 'expiryDate', kind: 'date' },
    { key: 'amount', kind: 'money', total: true },
    { key: 'status', kind: 'status', enumName: 'estimateStatus' },
  ],
  filter: { key: 'status', enumName: 'estimateStatus', values: ESTIMATE_STATUSES, style: 'select' },
} satisfies ListScreenSpec;
