import { holidaySchema } from '../../schemas/hr.ts';
import { HOLIDAY_TYPES } from '../../schemas/enums.ts';
import { defineListScreen } from '../define.ts';

export default defineListScreen({
  id: 'holidays',
  path: 'apps/hr/holidays/',
  group: 'hr',
  position: 30,
  icon: 'holiday',
  list: 'holidays',
  schema: holidaySchema,
  sampleSize: 10,
  entity: 'holiday',
  apiName: 'Holiday',
  columns: [
    { key: 'holidayName', kind: 'title' },
    { key: 'date', kind: 'date' },
    { key: 'day', kind: 'enum', enumName: 'weekday' },
    { key: 'type', kind: 'status', enumName: 'holidayType' },
  ],
  filter: { key: 'type', enumName: 'holidayType', values: HOLIDAY_TYPES, style: 'select' },
  defaultSort: { key: 'date', desc: false },
});
