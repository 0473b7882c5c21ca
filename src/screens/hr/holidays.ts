import holidays from '../../resources/holidays.ts';
import { HOLIDAY_TYPES } from '../../schemas/enums.ts';
import { defineListScreen } from '../define.ts';

export default defineListScreen({
  id: 'holidays',
  path: 'apps/hr/holidays/',
  group: 'hr',
  position: 30,
  icon: 'holiday',
  resource: holidays,
  columns: [
    { key: 'holidayName', kind: 'title' },
    { key: 'date', kind: 'date' },
    { key: 'day', kind: 'enum', enumName: 'weekday' },
    { key: 'type', kind: 'status', enumName: 'holidayType' },
  ],
  filter: { key: 'type', enumName: 'holidayType', values: HOLIDAY_TYPES, style: 'select' },
  defaultSort: { key: 'date', desc: false },
});
