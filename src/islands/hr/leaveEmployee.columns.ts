import { LEAVE_EMPLOYEE_STATUSES } from '../../schemas/enums.ts';
import type { ListScreenSpec } from '../shared/data-table/types.ts';

export default {
  list: 'leave_employee',
  entity: 'leaveEmployee',
  columns: [
    { key: 'leaveType', kind: 'enum', enumName: 'leaveType' },
    { key: 'reason' },
    { key: 'noOfDays', kind: 'number' },
    { key: 'from', kind: 'date' },
    { key: 'to', kind: 'date' },
    { key: 'approvedBy' },
    { key: 'status', kind: 'status', enumName: 'leaveStatus' },
  ],
  filter: { key: 'status', enumName: 'leaveStatus', values: LEAVE_EMPLOYEE_STATUSES, style: 'select' },
} satisfies ListScreenSpec;
