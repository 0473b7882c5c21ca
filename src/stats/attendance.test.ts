import { describe, expect, it } from 'vitest';
import { attendanceDays, type AttendanceRows } from './attendance.ts';

// 2026-11-30 is a Monday.
const rows = (over: Partial<AttendanceRows> = {}): AttendanceRows => ({
  employees: [
    { joinDate: '2020-01-01', exitDate: null },
    { joinDate: '2020-05-01', exitDate: null },
    { joinDate: '2026-12-02', exitDate: null },
    { joinDate: '2026-12-03', exitDate: null },
  ],
  leaves: [],
  holidays: [],
  ...over,
});

describe('attendanceDays', () => {
  it('counts working days only, with the staff who had joined by each day', () => {
    expect(attendanceDays(rows(), '2026-11-28', '2026-12-06', '2026-12-31')).toEqual([
      { day: '2026-11-30', rate: 1 },
      { day: '2026-12-01', rate: 1 },
      { day: '2026-12-02', rate: 1 },
      { day: '2026-12-03', rate: 1 },
      { day: '2026-12-04', rate: 1 },
    ]);
  });

  it('takes the approved leave covering a day away from that day, and skips the holidays and the days after today', () => {
    const days = attendanceDays(
      rows({
        leaves: [
          { from: '2026-11-27', to: '2026-12-01', status: 'Approved' },
          { from: '2026-12-01', to: '2026-12-01', status: 'Approved' },
          { from: '2026-12-02', to: '2026-12-02', status: 'Declined' },
          { from: '2026-12-02', to: '2026-12-02', status: 'Pending' },
          { from: '2026-12-03', to: '2026-12-03', status: 'Approved' },
        ],
        holidays: [{ date: '2026-12-02' }],
      }),
      '2026-11-30',
      '2026-12-06',
      '2026-12-03',
    );
    expect(days).toEqual([
      { day: '2026-11-30', rate: 0.5 },
      { day: '2026-12-01', rate: 0 },
      // 2026-12-02 is a holiday; four on the staff on the 3rd, one away; the 4th is after today.
      { day: '2026-12-03', rate: 0.75 },
    ]);
  });

  it('has no day before anyone joined, and none for a range after today', () => {
    expect(
      attendanceDays(rows({ employees: [{ joinDate: '2026-12-02', exitDate: null }] }), '2026-11-30', '2026-12-02', '2026-12-31'),
    ).toEqual([{ day: '2026-12-02', rate: 1 }]);
    expect(attendanceDays(rows(), '2026-12-10', '2026-12-12', '2026-12-03')).toEqual([]);
  });

  it('counts an employee who left up to the day before their exit date, and their leave no more', () => {
    const days = attendanceDays(
      rows({
        employees: [
          { joinDate: '2020-01-01', exitDate: null },
          { joinDate: '2020-05-01', exitDate: '2026-12-02' },
          { joinDate: '2021-01-01', exitDate: '2026-12-04' },
        ],
        leaves: [
          { from: '2026-12-01', to: '2026-12-01', status: 'Approved' },
          { from: '2026-12-03', to: '2026-12-03', status: 'Approved' },
        ],
      }),
      '2026-11-30',
      '2026-12-04',
      '2026-12-31',
    );
    expect(days).toEqual([
      { day: '2026-11-30', rate: 1 },
      // Three on the staff, one away.
      { day: '2026-12-01', rate: 0.667 },
      // The second left on the 2nd (two on the staff, one away on the 3rd), the third on the 4th.
      { day: '2026-12-02', rate: 1 },
      { day: '2026-12-03', rate: 0.5 },
      { day: '2026-12-04', rate: 1 },
    ]);
  });
});
