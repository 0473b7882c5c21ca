import leaveEmployee from '../../resources/leave_employee.ts';
import { LEAVE_EMPLOYEE_STATUSES } from '../../schemas/enums.ts';
import { defineListScreen } from '../define.ts';

export default defineListScreen({
  id: 'leaveEmployee',
  path: 'apps/hr/leave-employee/',
  group: 'hr',
  position: 40,
  icon: 'leave',
  resource: leaveEmployee,
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
});
