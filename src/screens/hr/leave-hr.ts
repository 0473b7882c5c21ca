import leaveHr from '../../resources/leave_hr.ts';
import { LEAVE_HR_STATUSES } from '../../schemas/enums.ts';
import { defineListScreen } from '../define.ts';

export default defineListScreen({
  id: 'leaveHr',
  path: 'apps/hr/leave-hr/',
  group: 'hr',
  position: 50,
  icon: 'leave',
  resource: leaveHr,
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
});
