import type { ListScreenSpec } from '../shared/data-table/types.ts';

export default {
  list: 'attendance',
  entity: 'attendance',
  columns: [
    { key: 'date', kind: 'date' },
    { key: 'day', kind: 'enum', enumName: 'weekday' },
    { key: 'checkIn', kind: 'time' },
    { key: 'checkOut', kind: 'time' },
    { key: 'mealBreak', kind: 'number' },
    { key: 'workHours', kind: 'number', total: true },
    { key: 'overtime', kind: 'number', total: true },
  ],
  masks: { checkIn: { mask: '00:00' }, checkOut: { mask: '00:00' } },
  defaultSort: { key: 'date', desc: true },
} satisfies ListScreenSpec;
