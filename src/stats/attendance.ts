/**
 * The HR dashboard's attendance, from the lists' rows: on each working day (Monday to Friday, not a holiday of the
 * holidays list) up to today, the share of the staff at work, where the staff is every employee who had joined by that
 * day and not left by it (an exit date after it, or none), and those away are the approved leave requests covering it. So an approved leave request, an employee added or a
 * holiday moves the rate, on both backends alike, and nothing of it is generated apart from the rows.
 */
import { weekdayIndex } from '../company/orders.ts';
import { epochDay, isoDay } from './period.ts';
import type { Employee } from '../resources/employee.ts';
import type { Holiday } from '../resources/holidays.ts';
import type { LeaveHR } from '../resources/leave_hr.ts';

export interface AttendanceDay {
  day: string;
  /** Share of the staff at work, 0..1 (rounded to 0.1 %). */
  rate: number;
}

export interface AttendanceRows {
  employees: readonly Pick<Employee, 'joinDate' | 'exitDate'>[];
  leaves: readonly Pick<LeaveHR, 'from' | 'to' | 'status'>[];
  holidays: readonly Pick<Holiday, 'date'>[];
}

/** How many of `sorted` (ascending ISO dates) are on or before `day`. */
function countUpTo(sorted: readonly string[], day: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (sorted[mid]! <= day) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** The attendance of each working day from `from` to `to` (ISO, both included; days after `today` have none). */
export function attendanceDays(rows: AttendanceRows, from: string, to: string, today: string): AttendanceDay[] {
  const first = epochDay(from);
  const last = Math.min(epochDay(to), epochDay(today));
  if (last < first) return [];
  const joined = rows.employees.map((e) => e.joinDate).sort();
  // An employee who left is staff up to the day before their exit date: the staff of a day is those joined less those left.
  const left = rows.employees.flatMap((e) => (e.exitDate == null ? [] : [e.exitDate])).sort();
  const holidays = new Set(rows.holidays.map((h) => h.date));
  // People away per day of the range: each approved request adds one to the days it covers.
  const away = new Int32Array(last - first + 1);
  for (const leave of rows.leaves) {
    if (leave.status !== 'Approved') continue;
    const start = Math.max(first, epochDay(leave.from));
    const end = Math.min(last, epochDay(leave.to));
    for (let day = start; day <= end; day++) away[day - first]! += 1;
  }
  const days: AttendanceDay[] = [];
  for (let day = first; day <= last; day++) {
    const iso = isoDay(day);
    if (weekdayIndex(day) >= 5 || holidays.has(iso)) continue;
    const staff = countUpTo(joined, iso) - countUpTo(left, iso);
    if (staff === 0) continue;
    const present = Math.max(0, staff - away[day - first]!);
    days.push({ day: iso, rate: Math.round((present / staff) * 1000) / 1000 });
  }
  return days;
}
