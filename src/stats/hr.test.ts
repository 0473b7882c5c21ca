import { describe, expect, it } from 'vitest';
import { employedOn, headcountAt, hrStats, LEAVE_TABLE_ROWS, type HrRows } from './hr.ts';
import type { LeaveHR } from '../resources/leave_hr.ts';
import type { Period } from './period.ts';

// Three days by day; the previous period is the three days before.
const period: Period = { from: '2026-12-01', to: '2026-12-03', interval: 'day' };
const rows: HrRows = {
  departments: [
    { id: 1, departmentName: 'Engineering' },
    { id: 2, departmentName: 'Sales' },
  ],
  employees: [
    { departmentId: 1, joinDate: '2020-01-01', exitDate: null },
    { departmentId: 1, joinDate: '2021-01-01', exitDate: '2026-12-02' },
    { departmentId: 2, joinDate: '2026-12-02', exitDate: null },
    { departmentId: 2, joinDate: '2022-01-01', exitDate: '2026-11-29' },
    // Joined and left within the period: a hire and an exit, never on the staff at a day's end after it left.
    { departmentId: 2, joinDate: '2026-12-01', exitDate: '2026-12-03' },
  ],
  leaves: [],
  holidays: [],
  salaries: [],
  today: '2026-12-03',
};

describe('hrStats: head count, hires and exits are the employees rows', () => {
  it('counts an employee from the day they joined up to the day before their exit date', () => {
    const e = { joinDate: '2026-12-01', exitDate: '2026-12-03' };
    expect(['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03'].map((day) => employedOn(e, day))).toEqual([false, true, true, false]);
    expect(employedOn({ joinDate: '2026-12-01', exitDate: null }, '2030-01-01')).toBe(true);
    expect(headcountAt(rows, '2026-11-28')).toEqual([2, 1]);
    expect(headcountAt(rows, '2026-12-03')).toEqual([1, 1]);
  });

  it('gives the head count at each bucket end, the hires by join date and the exits by exit date', () => {
    const stats = hrStats(period, rows);
    const kpi = (key: string) => stats.kpis.find((k) => k.key === key)!;
    expect(kpi('headcount')).toMatchObject({ value: 1 + 1, previous: 2 + 0, spark: [3, 3, 2] });
    expect(kpi('hires')).toMatchObject({ value: 2, previous: 0, spark: [1, 1, 0] });
    expect(kpi('exits')).toMatchObject({ value: 2, previous: 1, spark: [0, 1, 1] });
    const headcount = stats.charts.find((c) => c.key === 'headcount')!;
    expect(headcount.series.map((s) => s.values)).toEqual([
      [2, 1, 1],
      [1, 2, 1],
    ]);
    const moves = stats.charts.find((c) => c.key === 'hiresExits')!;
    expect(Object.fromEntries(moves.series.map((s) => [s.key, s.values]))).toMatchObject({ hires: [1, 1, 0], exits: [0, 1, 1] });
  });

  it('lists the soonest leave requests to decide, and how many there are in all', () => {
    const leave = (id: number, from: string, status: LeaveHR['status']) =>
      ({ id, employeeName: `E${id}`, leaveType: 'Casual Leave', from, to: from, noOfDays: 1, reason: '', status }) as LeaveHR;
    const open = Array.from({ length: LEAVE_TABLE_ROWS + 5 }, (_, i) =>
      leave(i + 1, `2026-12-${String(30 - i).padStart(2, '0')}`, i % 2 ? 'New' : 'Pending'),
    );
    const stats = hrStats(period, { ...rows, leaves: [...open, leave(99, '2026-12-04', 'Approved')] });
    const table = stats.tables.find((t) => t.key === 'leaveRequests')!;
    expect(table.total).toBe(LEAVE_TABLE_ROWS + 5);
    expect(table.rows.map((r) => r.id)).toEqual(
      open
        .map((l) => l.id)
        .reverse()
        .slice(0, LEAVE_TABLE_ROWS),
    );
    const few = hrStats(period, { ...rows, leaves: open.slice(0, 3) }).tables.find((t) => t.key === 'leaveRequests')!;
    expect(few.rows).toHaveLength(3);
    expect(few.total).toBeUndefined();
  });
});
