import { HOLIDAY_TYPES } from '../../schemas/enums.ts';
import type { ListScreenSpec } from '../shared/data-table/types.ts';

export default {
  list: 'holidays',
  entity: 'holiday',
  columns: [
    { key: 'holidayName', kind: 'title' },
    { key: 'date', kind: 'date' },
    { key: 'day', kind: 'enum', enumName: 'weekday' },
    { key: 'type', kind: 'status', enumName: 'holidayType' },
  ],
  filter: { key: 'type', enumName: 'holidayType', values: HOLIDAY_TYPES, style: 'select' },
  defaultSort: { key: 'date', desc: false },
} satisfies ListScreenSpec;
