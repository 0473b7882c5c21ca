import attendance from '../../resources/attendance.ts';
import { defineListScreen } from '../define.ts';

export default defineListScreen({
  id: 'attendance',
  path: 'apps/hr/attendance/',
  group: 'hr',
  position: 60,
  icon: 'attendance',
  resource: attendance,
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
});
