import { EVENT_STATUSES } from '../../schemas/enums.ts';
import type { ListScreenSpec } from '../shared/data-table/types.ts';

export default {
  list: 'event',
  entity: 'event',
  columns: [
    { key: 'eventName', kind: 'title' },
    { key: 'startDate', kind: 'date' },
    { key: 'endDate', kind: 'date' },
    { key: 'numberRegistered', kind: 'progress', totalKey: 'total' },
    { key: 'total', kind: 'number', hidden: true },
    { key: 'status', kind: 'status', enumName: 'eventStatus' },
  ],
  filter: { key: 'status', enumName: 'eventStatus', values: EVENT_STATUSES, style: 'select' },
  defaultSort: { key: 'startDate', desc: false },
} satisfies ListScreenSpec;
