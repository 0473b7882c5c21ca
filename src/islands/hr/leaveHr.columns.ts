import { LEAVE_HR_STATUSES } from '../../schemas/enums.ts';
import type { ListScreenSpec } from '../shared/data-table/types.ts';

export default {
  list: 'leave_hr',
  entity: 'leaveHR',
  columns: [
    { key: 'employeeName', kind: 'title' },
    { key: 'leaveType', kind: 'enum', enumName: 'leaveType' },
    { key: 'reason' },
    { key: 'noOfDays', kind: 'number' },
    { key: 'from', kind: 'date' },
    { key: 'to', kind: 'date' },
    { key: 'status', kind: 'status', enumName: 'leaveStatus' },
  ],
  filter: { key: 'status', enumName: 'leaveStatus', values: LEAVE_HR_STATUSES, style: 'select' },
} satisfies ListScreenSpec;
