import { LEAVE_HR_STATUSES } from '../schemas/enums.ts';
import type { StatChart, Stats } from '../schemas/stats.ts';
import { bucketEnds, inPeriod, kpi, perBucket, ratio, round4, statsHead, sum, table, timeChart } from './aggregate.ts';
import { salaryCost } from './finance.ts';
import { attendanceDays, type AttendanceDay } from './attendance.ts';
import { buckets, epochDay, isoDay, previousPeriod, type Period } from './period.ts';
import type { Department } from '../resources/department.ts';
import type { Employee } from '../resources/employee.ts';
import type { Holiday } from '../resources/holidays.ts';
import type { LeaveHR } from '../resources/leave_hr.ts';
import type { Salary } from '../resources/salary.ts';

/** The leave requests to decide that the dashboard lists: the soonest. */
export const LEAVE_TABLE_ROWS = 10;

export interface HrRows {
  departments: readonly Pick<Department, 'id' | 'departmentName'>[];
  /**
   * The employees list's rows: each counts in its department from the day it joined up to the day before its exit date
   * (none: still employed); an exit date is an exit of the bucket it falls in.
   */
  employees: readonly Pick<Employee, 'departmentId' | 'joinDate' | 'exitDate'>[];
  leaves: readonly LeaveHR[];
  holidays: readonly Holiday[];
  salaries: readonly Salary[];
  today: string;
}

/** Whether an employee is staff at the end of `date`: joined by then and not left by then (an exit date after it, or none). */
export function employedOn(e: Pick<Employee, 'joinDate' | 'exitDate'>, date: string): boolean {
  return e.joinDate <= date && (e.exitDate == null || e.exitDate > date);
}

/** Staff of each department (in the departments' order) at the end of `date`: the employees naming it employed then. */
export function headcountAt(rows: Pick<HrRows, 'departments' | 'employees'>, date: string): number[] {
  const index = new Map(rows.departments.map((d, i) => [d.id, i]));
  const counts = rows.departments.map(() => 0);
  for (const e of rows.employees) {
    const i = index.get(e.departmentId);
    if (i !== undefined && employedOn(e, date)) counts[i]! += 1;
  }
  return counts;
}

function figures(rows: HrRows, attendance: readonly AttendanceDay[], period: Period) {
  const ends = bucketEnds(period);
  const totals = ends.map((end) => sum(headcountAt(rows, end)));
  const hires = perBucket(
    rows.employees,
    period,
    (e) => e.joinDate,
    () => 1,
  );
  const exits = perBucket(
    rows.employees.filter((e) => e.exitDate != null),
    period,
    (e) => e.exitDate!,
    () => 1,
  );
  const present = perBucket(
    attendance,
    period,
    (a) => a.day,
    (a) => a.rate,
  );
  const days = perBucket(
    attendance,
    period,
    (a) => a.day,
    () => 1,
  );
  return { ends, totals, hires, exits, present, days };
}

/** Attendance as a calendar: one column per week (its Monday), one row per working day; -1 where there is no day. */
function attendanceCalendar(attendance: readonly AttendanceDay[], period: Period): Stats['charts'][number] {
  const weeks = buckets({ ...period, interval: 'week' });
  const rate = new Map(attendance.filter((a) => inPeriod(a.day, period)).map((a) => [a.day, a.rate]));
  return {
    key: 'attendance',
    kind: 'heatmap',
    unit: 'percent',
    labelKind: 'date',
    labels: weeks,
    seriesKind: 'weekday',
    series: [0, 1, 2, 3, 4].map((d) => ({ key: String(d), values: weeks.map((w) => rate.get(isoDay(epochDay(w) + d)) ?? -1) })),
  };
}

/**
 * The HR dashboard: head count by department, hires and exits (the employees list's rows: a department's head count is
 * its employees employed on the day, hires their join dates, exits their exit dates), attendance (the staff less the approved leave of each working day: src/stats/attendance.ts), leave
 * requests, holidays and payroll.
 */
export function hrStats(period: Period, rows: HrRows): Stats {
  const prev = previousPeriod(period);
  // Attendance is worked out from the rows (employees, approved leave, holidays) over both periods at once.
  const attendance = attendanceDays(rows, prev.from, period.to, rows.today);
  const now = figures(rows, attendance, period);
  const before = figures(rows, attendance, prev);
  const counts = now.ends.map((end) => headcountAt(rows, end));
  // Each department's series carries its id: its figure links to the employees naming it.
  const headcount: StatChart = {
    ...timeChart('headcount', 'stacked', 'count', period, {}, 'text'),
    series: rows.departments.map((d, i) => ({ key: d.departmentName, id: d.id, values: counts.map((c) => c[i]!) })),
  };
  const payroll = buckets(period).map((start, i) => salaryCost(rows.salaries, start < period.from ? period.from : start, now.ends[i]!));
  // The soonest requests to decide: a company's month ahead holds dozens, more than a dashboard's card.
  const open = rows.leaves
    .filter((l) => l.status === 'Pending' || l.status === 'New')
    .sort((a, b) => a.from.localeCompare(b.from) || a.id - b.id);
  const upcoming = rows.holidays
    .filter((h) => h.date >= rows.today)
    .sort((a, b) => a.date.localeCompare(b.date))
    .slice(0, 5);
  return {
    ...statsHead('hr', period),
    kpis: [
      kpi('headcount', 'count', now.totals.at(-1) ?? 0, before.totals.at(-1) ?? 0, now.totals),
      kpi('hires', 'count', sum(now.hires), sum(before.hires), now.hires),
      kpi('exits', 'count', sum(now.exits), sum(before.exits), now.exits),
      kpi(
        'attendanceRate',
        'percent',
        ratio(sum(now.present), sum(now.days)),
        ratio(sum(before.present), sum(before.days)),
        now.present.map((p, i) => round4(ratio(p, now.days[i]!))),
      ),
    ],
    charts: [
      headcount,
      timeChart('hiresExits', 'bar', 'count', period, { hires: now.hires, exits: now.exits }),
      attendanceCalendar(attendance, period),
      {
        key: 'leaveByStatus',
        kind: 'donut',
        unit: 'count',
        labelKind: 'leaveStatus',
        labels: [...LEAVE_HR_STATUSES],
        seriesKind: 'key',
        series: [{ key: 'requests', values: LEAVE_HR_STATUSES.map((s) => rows.leaves.filter((l) => l.status === s).length) }],
      },
      timeChart('payroll', 'line', 'money', period, { payroll }),
    ],
    tables: [
      {
        ...table(
          'leaveRequests',
          [
            { key: 'employeeName', kind: 'text' },
            { key: 'leaveType', kind: 'leaveType' },
            { key: 'from', kind: 'date' },
            { key: 'noOfDays', kind: 'count' },
            { key: 'status', kind: 'leaveStatus' },
          ],
          open.slice(0, LEAVE_TABLE_ROWS).map((l) => ({
            id: l.id,
            cells: { employeeName: l.employeeName, leaveType: l.leaveType, from: l.from, noOfDays: l.noOfDays, status: l.status },
          })),
        ),
        // How many there are, when the table shows only the first of them.
        ...(open.length > LEAVE_TABLE_ROWS ? { total: open.length } : {}),
      },
      table(
        'holidays',
        [
          { key: 'holidayName', kind: 'text' },
          { key: 'date', kind: 'date' },
          { key: 'type', kind: 'holidayType' },
        ],
        upcoming.map((h) => ({ id: h.id, cells: { holidayName: h.holidayName, date: h.date, type: h.type } })),
      ),
    ],
  };
}
