import estimate from '../../resources/estimate.ts';
import { ESTIMATE_STATUSES } from '../../schemas/enums.ts';
import { defineListScreen } from '../define.ts';

export default defineListScreen({
  id: 'estimates',
  path: 'apps/hr/estimates/',
  group: 'hr',
  position: 70,
  icon: 'estimate',
  resource: estimate,
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
});
