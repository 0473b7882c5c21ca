import { listStore } from './lists.ts';

/** HR slices (spec section 3). */
export const hr = {
  employee: listStore('employee'),
  holiday: listStore('holidays'),
  leaveEmployee: listStore('leave_employee'),
  leaveHR: listStore('leave_hr'),
  attendance: listStore('attendance'),
  department: listStore('department'),
  estimate: listStore('estimate'),
  expense: listStore('expense'),
  salary: listStore('salary'),
};
