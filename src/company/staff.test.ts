import { describe, expect, it } from 'vitest';
import { generateStaff, headcountOf, type StaffSamples } from './staff.ts';
import { sampleRows } from '../resources/samples/rows.ts';
import { listSchemas } from '../schemas/index.ts';
import { epochDay, HISTORY_DAYS } from '../stats/period.ts';

const samples: StaffSamples = {
  departments: sampleRows('department'),
  employees: sampleRows('employee'),
  salaries: sampleRows('salary'),
};
const TODAY = '2026-12-02';

describe('generateStaff', () => {
  it('gives the same rows for the same day, and moves the dates with the day', () => {
    const a = generateStaff(TODAY, samples);
    expect(generateStaff(TODAY, samples)).toEqual(a);
    const b = generateStaff('2026-12-03', samples);
    expect(b.employees.map((e) => e.name)).toEqual(a.employees.map((e) => e.name));
    const moved = b.employees.filter((e, i) => e.joinDate !== a.employees[i]!.joinDate);
    expect(moved.length).toBe(a.employees.length - samples.employees.length);
  });

  it('fills each department with the head count its sample row states, and counts it from the employees', () => {
    const staff = generateStaff(TODAY, samples);
    const stated = samples.departments.reduce((n, d) => n + d.employee, 0);
    expect(staff.employees).toHaveLength(stated);
    expect(staff.employees.length).toBeGreaterThan(300);
    const counts = headcountOf(staff.employees);
    for (const d of staff.departments) expect(d.employee).toBe(counts.get(d.id) ?? 0);
    expect(staff.departments.map((d) => d.employee)).toEqual(samples.departments.map((d) => d.employee));
  });

  it('keeps the sample rows first and gives every row a unique id and staff number', () => {
    const staff = generateStaff(TODAY, samples);
    expect(staff.employees.slice(0, samples.employees.length).map(({ departmentId: _, ...e }) => e)).toEqual(samples.employees);
    expect(staff.salaries.slice(0, samples.salaries.length)).toEqual(samples.salaries);
    for (const rows of [staff.employees, staff.salaries, staff.attendance, staff.leaveHr, staff.leaveEmployee]) {
      expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    }
    expect(new Set(staff.employees.map((e) => e.employeeId)).size).toBe(staff.employees.length);
    expect(new Set(staff.employees.map((e) => e.email)).size).toBe(staff.employees.length);
  });

  it('resolves every reference: departments, salaries to employees, leave to employee names', () => {
    const staff = generateStaff(TODAY, samples);
    const departments = new Set(staff.departments.map((d) => d.id));
    for (const e of staff.employees) expect(departments.has(e.departmentId)).toBe(true);
    const numbers = new Set(staff.employees.map((e) => e.employeeId));
    for (const s of staff.salaries) expect(numbers.has(s.employeeId)).toBe(true);
    expect(new Set(staff.salaries.map((s) => s.employeeId)).size).toBe(staff.employees.length);
    const names = new Set(staff.employees.map((e) => e.name));
    for (const l of staff.leaveHr) expect(names.has(l.employeeName)).toBe(true);
  });

  it('writes rows each list schema accepts, dated within the history', () => {
    const staff = generateStaff(TODAY, samples);
    expect(() => listSchemas('employee').rows.parse(staff.employees.map(({ departmentId: _, ...e }) => e))).not.toThrow();
    expect(() => listSchemas('department').rows.parse(staff.departments)).not.toThrow();
    expect(() => listSchemas('salary').rows.parse(staff.salaries)).not.toThrow();
    expect(() => listSchemas('attendance').rows.parse(staff.attendance)).not.toThrow();
    expect(() => listSchemas('leave_hr').rows.parse(staff.leaveHr)).not.toThrow();
    expect(() => listSchemas('leave_employee').rows.parse(staff.leaveEmployee)).not.toThrow();
    const today = epochDay(TODAY);
    const hires = staff.employees.filter((e) => epochDay(e.joinDate) > today - HISTORY_DAYS);
    expect(hires.length).toBeGreaterThan(50);
    for (const e of staff.employees) expect(epochDay(e.joinDate)).toBeLessThanOrEqual(today);
    expect(staff.leaveHr.length).toBeGreaterThan(200);
    expect(staff.leaveHr.some((l) => l.status === 'Pending' || l.status === 'New')).toBe(true);
    expect(staff.attendance.every((a) => epochDay(a.date) < today && a.workHours > 0)).toBe(true);
  });
});
