import { describe, expect, it } from 'vitest';
import { SAMPLE_EMPLOYEE_DEPARTMENTS, STAFF_DEPARTMENTS, TURNOVER, generatedStaff, headcountOf } from './staff.ts';
import { sampleRows } from '../resources/samples/rows.ts';
import { listSchemas } from '../schemas/index.ts';
import { epochDay, HISTORY_DAYS } from '../stats/period.ts';

const TODAY = '2026-12-02';
const departments = sampleRows('department');
const sampleEmployees = sampleRows('employee');

describe('the company staff', () => {
  it('names the sample departments and sample employees as their files do', () => {
    expect(STAFF_DEPARTMENTS.map((d) => ({ id: d.id, name: d.name, headcount: d.headcount }))).toEqual(
      departments.map((d) => ({ id: d.id, name: d.departmentName, headcount: d.employee })),
    );
    expect(SAMPLE_EMPLOYEE_DEPARTMENTS).toEqual(sampleEmployees.map((e) => e.departmentId));
  });

  it('gives the same rows for the same day, and moves the dates with the day', () => {
    const a = generatedStaff(TODAY);
    expect(structuredClone(generatedStaff('2026-12-01'))).not.toEqual(a);
    expect(generatedStaff(TODAY)).toEqual(structuredClone(a));
    const b = generatedStaff('2026-12-03');
    expect(b.employees.map((e) => e.name)).toEqual(a.employees.map((e) => e.name));
    b.employees.forEach((e, i) => {
      const before = a.employees[i]!;
      expect(epochDay(e.joinDate) - epochDay(before.joinDate)).toBe(1);
      expect(e.exitDate === null ? null : epochDay(e.exitDate) - epochDay(before.exitDate!)).toBe(before.exitDate === null ? null : 1);
    });
  });

  it('fills each department with the head count its sample row states, counted from the employees still employed', () => {
    const { employees } = generatedStaff(TODAY);
    const all = [...sampleEmployees, ...employees];
    const employed = all.filter((e) => e.exitDate == null);
    expect(employed.length).toBe(departments.reduce((n, d) => n + d.employee, 0));
    expect(employed.length).toBeGreaterThan(300);
    const counts = headcountOf(all);
    for (const d of departments) expect(counts.get(d.id), d.departmentName).toBe(d.employee);
  });

  it('gives ids and staff numbers after the sample rows, none taken twice', () => {
    const staff = generatedStaff(TODAY);
    const employees = [...sampleEmployees, ...staff.employees];
    const salaries = [...sampleRows('salary'), ...staff.salaries];
    const leaves = [...sampleRows('leave_hr'), ...staff.leaveHr];
    for (const rows of [employees, salaries, leaves]) expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    expect(new Set(employees.map((e) => e.employeeId)).size).toBe(employees.length);
    expect(new Set(employees.map((e) => e.email)).size).toBe(employees.length);
  });

  it('resolves every reference: departments, salaries to employees, leave to employee names', () => {
    const staff = generatedStaff(TODAY);
    const ids = new Set(departments.map((d) => d.id));
    for (const e of staff.employees) expect(ids.has(e.departmentId)).toBe(true);
    const numbers = new Set(staff.employees.map((e) => e.employeeId));
    for (const s of staff.salaries) expect(numbers.has(s.employeeId)).toBe(true);
    // A salary row is a current salary: one per employee still employed.
    expect(staff.salaries.map((s) => s.employeeId)).toEqual(staff.employees.filter((e) => e.exitDate === null).map((e) => e.employeeId));
    const names = new Set(staff.employees.map((e) => e.name));
    for (const l of staff.leaveHr) expect(names.has(l.employeeName)).toBe(true);
  });

  it('writes rows each list schema accepts, dated within the history', () => {
    const staff = generatedStaff(TODAY);
    expect(() => listSchemas('employee').rows.parse(staff.employees)).not.toThrow();
    expect(() => listSchemas('salary').rows.parse(staff.salaries)).not.toThrow();
    expect(() => listSchemas('leave_hr').rows.parse(staff.leaveHr)).not.toThrow();
    const today = epochDay(TODAY);
    expect(staff.employees.filter((e) => epochDay(e.joinDate) > today - HISTORY_DAYS).length).toBeGreaterThan(50);
    for (const e of staff.employees) expect(epochDay(e.joinDate)).toBeLessThanOrEqual(today);
    expect(staff.leaveHr.length).toBeGreaterThan(200);
    expect(staff.leaveHr.some((l) => l.status === 'Pending' || l.status === 'New')).toBe(true);
  });

  it('gives some an exit date: never before they joined nor after today, at a yearly turnover of 10 to 15 %', () => {
    const { employees, leaveHr } = generatedStaff(TODAY);
    const today = epochDay(TODAY);
    const leavers = employees.filter((e) => e.exitDate !== null);
    for (const e of leavers) {
      expect(e.exitDate! >= e.joinDate, e.employeeId).toBe(true);
      expect(epochDay(e.exitDate!)).toBeLessThanOrEqual(today);
      expect(epochDay(e.exitDate!)).toBeGreaterThan(today - HISTORY_DAYS);
    }
    const staff = departments.reduce((n, d) => n + d.employee, 0);
    const yearly = leavers.length / (HISTORY_DAYS / 365) / staff;
    expect(yearly).toBeGreaterThanOrEqual(0.1);
    expect(yearly).toBeLessThanOrEqual(0.15);
    expect(Math.abs(yearly - TURNOVER)).toBeLessThan(0.01);
    // Each department loses some, in proportion to its size.
    for (const d of departments) expect(leavers.filter((e) => e.departmentId === d.id).length, d.departmentName).toBeGreaterThan(0);
    // Their leave ends before they left (checked for the names no one else has).
    const exitOf = new Map(leavers.map((e) => [e.name, e.exitDate!]));
    const shared = new Set(employees.map((e) => e.name).filter((name, i, all) => all.indexOf(name) !== i));
    for (const l of leaveHr) {
      const exit = exitOf.get(l.employeeName);
      if (exit && !shared.has(l.employeeName)) expect(l.to < exit, `${l.employeeName} ${l.to}`).toBe(true);
    }
  });
});
