/**
 * The sample company's staff: a few hundred employees in the sample departments, their salaries, the demo employee's
 * attendance and leave, and HR's leave requests of everyone, generated from a seeded PRNG with dates relative to
 * today. The same `today` always gives the same rows, in the fake backend and on the server alike.
 *
 * A department's head count is the number of employees naming it: the generator fills each department up to the head
 * count its sample row states, and `headcountOf` counts them (the stored figure is never read back).
 *
 * The module imports no sample file (the server reads them from disk, the fake backend through Vite): the caller
 * passes the sample departments, employees and salaries, which stay the first rows of their lists.
 */
import { LEAVE_TYPES, WEEKDAYS } from '../schemas/enums.ts';
import { hashString, mulberry32 } from '../stats/prng.ts';
import { HISTORY_DAYS, epochDay, isoDay } from '../stats/period.ts';
import type { Department } from '../resources/department.ts';
import type { Employee } from '../resources/employee.ts';
import type { Attendance } from '../resources/attendance.ts';
import type { LeaveEmployee } from '../resources/leave_employee.ts';
import type { LeaveHR } from '../resources/leave_hr.ts';
import type { Salary } from '../resources/salary.ts';

/** An employee of the company: an employee row naming its department (`departmentId`, a department row's id). */
export type StaffEmployee = Employee & { departmentId: number };

export interface StaffSamples {
  departments: readonly Department[];
  employees: readonly Employee[];
  salaries: readonly Salary[];
}

export interface Staff {
  departments: Department[];
  employees: StaffEmployee[];
  salaries: Salary[];
  attendance: Attendance[];
  leaveHr: LeaveHR[];
  leaveEmployee: LeaveEmployee[];
}

const FIRST_NAMES = [
  'Ava', 'Ben', 'Carla', 'David', 'Elif', 'Felix', 'Greta', 'Hugo', 'Ines', 'Jonas', 'Kenji', 'Lara', 'Malik', 'Nadia',
  'Omar', 'Paula', 'Quentin', 'Rosa', 'Sven', 'Tara', 'Umar', 'Vera', 'Wei', 'Ximena', 'Yara', 'Zoe',
]; // prettier-ignore
const LAST_NAMES = [
  'Andersen', 'Baptiste', 'Castillo', 'Dimitrov', 'Eriksen', 'Fontaine', 'Gupta', 'Hoffmann', 'Ivanova', 'Jensen',
  'Kowalski', 'Lindgren', 'Moreau', 'Nakamura', 'Oliveira', 'Petersen', 'Quinn', 'Romano', 'Schmidt', 'Takahashi',
]; // prettier-ignore
const LOCATIONS = ['Berlin, Germany', 'Lisbon, Portugal', 'Toronto, Canada', 'Austin, USA', 'Warsaw, Poland', 'Singapore'];
const AVATARS = [
  'aiko-tanaka', 'amara-nwosu', 'daniel-cohen', 'grace-o-neill', 'jonas-weber', 'leila-haddad', 'mei-chen',
  'mikhail-petrov', 'oscar-lindqvist', 'priya-nair', 'tomas-garcia', 'isabella-conti',
]; // prettier-ignore
/** Job titles by department name, with the yearly gross salary they start from. */
const ROLES: Record<string, readonly [string, number][]> = {
  Engineering: [['Backend Developer', 82_000], ['Frontend Developer', 78_000], ['QA Engineer', 64_000], ['DevOps Engineer', 86_000]],
  'Product Design': [['Product Designer', 72_000], ['UX Researcher', 68_000]],
  'Human Resources': [['HR Manager', 70_000], ['Recruiter', 54_000]],
  Finance: [['Accountant', 60_000], ['Financial Analyst', 66_000]],
  Sales: [['Sales Executive', 58_000], ['Account Manager', 62_000]],
  Marketing: [['Marketing Lead', 74_000], ['Content Writer', 52_000]],
  'Customer Support': [['Customer Support Lead', 56_000], ['Support Agent', 42_000]],
  Operations: [['Project Manager', 76_000], ['Data Analyst', 64_000]],
  Legal: [['Legal Counsel', 90_000], ['Paralegal', 50_000]],
  Logistics: [['Logistics Coordinator', 48_000], ['Warehouse Lead', 46_000]],
}; // prettier-ignore
const OTHER_ROLES: readonly [string, number][] = [['Specialist', 55_000]];
/** Which department a sample employee's title belongs to (first department whose roles list it, else the first). */
function departmentOfTitle(departments: readonly Department[], designation: string): Department {
  return departments.find((d) => (ROLES[d.departmentName] ?? []).some(([title]) => title === designation)) ?? departments[0]!;
}

/** Generated staff numbers start here (the sample employees' are EMP-1001…EMP-1034). */
export const FIRST_GENERATED_STAFF_NUMBER = 2001;
/** The demo employee whose own attendance and leave the self-service lists show: the first sample employee. */
const SELF = 0;

const pick = <T>(items: readonly T[], random: () => number): T => items[Math.floor(random() * items.length)]!;
const phoneOf = (n: number) => `+1 (555) ${String(300 + Math.floor(n / 10_000)).padStart(3, '0')}-${String(n % 10_000).padStart(4, '0')}`;
const slug = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[^\w\s-]/g, '')
    .toLowerCase()
    .replace(/\s+/g, '.');

/** How many employees name each department (a department's head count), by department id. */
export function headcountOf(employees: readonly { departmentId: number }[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const e of employees) counts.set(e.departmentId, (counts.get(e.departmentId) ?? 0) + 1);
  return counts;
}

/** The departments with `employee` set to the number of employees naming each. */
export function withHeadcounts(departments: readonly Department[], employees: readonly { departmentId: number }[]): Department[] {
  const counts = headcountOf(employees);
  return departments.map((d) => ({ ...d, employee: counts.get(d.id) ?? 0 }));
}

/**
 * The employees: the sample ones (in the department of their title) and generated ones, each department filled up
 * to the head count its sample row states. About a quarter joined within the history (the dashboards' hires).
 */
function employeesOf(today: number, samples: StaffSamples): StaffEmployee[] {
  const random = mulberry32(hashString('company:staff'));
  const sampled = samples.employees.map((e) => ({ ...e, departmentId: departmentOfTitle(samples.departments, e.designation).id }));
  const placed = headcountOf(sampled);
  const generated: Omit<StaffEmployee, 'id' | 'employeeId'>[] = [];
  for (const department of samples.departments) {
    const roles = ROLES[department.departmentName] ?? OTHER_ROLES;
    for (let k = placed.get(department.id) ?? 0; k < department.employee; k++) {
      const name = `${pick(FIRST_NAMES, random)} ${pick(LAST_NAMES, random)}`;
      const recent = random() < 0.25;
      const daysAgo = recent ? 1 + Math.floor(random() * (HISTORY_DAYS - 1)) : HISTORY_DAYS + Math.floor(random() * 8 * 365);
      generated.push({
        name,
        img: `/images/avatars/${pick(AVATARS, random)}.svg`,
        designation: pick(roles, random)[0],
        email: '',
        phone: phoneOf(Math.floor(random() * 100_000)),
        location: pick(LOCATIONS, random),
        experience: Math.floor(daysAgo / 365) + Math.floor(random() * 8),
        joinDate: isoDay(today - daysAgo),
        departmentId: department.id,
      });
    }
  }
  // Staff numbers follow the joining order, as the sample ones do; ids follow the staff numbers.
  generated.sort((a, b) => a.joinDate.localeCompare(b.joinDate) || a.departmentId - b.departmentId);
  const firstId = Math.max(0, ...samples.employees.map((e) => e.id)) + 1;
  return [
    ...sampled,
    ...generated.map((e, i) => {
      const number = FIRST_GENERATED_STAFF_NUMBER + i;
      return { ...e, id: firstId + i, employeeId: `EMP-${number}`, email: `${slug(e.name)}.${number}@stride.dev` };
    }),
  ];
}

/** A salary row per employee without one in the samples, at its title's rate with some spread. */
function salariesOf(employees: readonly StaffEmployee[], samples: StaffSamples): Salary[] {
  const random = mulberry32(hashString('company:salary'));
  const paid = new Set(samples.salaries.map((s) => s.employeeId));
  let id = Math.max(0, ...samples.salaries.map((s) => s.id));
  const rate = (designation: string) =>
    Object.values(ROLES)
      .flat()
      .find(([title]) => title === designation)?.[1] ?? OTHER_ROLES[0]![1];
  const rows = employees
    .filter((e) => !paid.has(e.employeeId))
    .map((e) => {
      const salary = Math.round((rate(e.designation) * (0.9 + random() * 0.3)) / 100) * 100;
      return {
        id: ++id,
        employeeId: e.employeeId,
        joiningDate: e.joinDate,
        name: e.name,
        img: e.img,
        designation: e.designation,
        emailId: e.email,
        phoneNumber: e.phone,
        salary,
        bonus: Math.round((salary * random() * 0.12) / 50) * 50,
      };
    });
  return [...samples.salaries, ...rows];
}

/** The demo employee's check-ins, one row per working day of the last 60 days, oldest first. */
function attendanceOf(today: number): Attendance[] {
  const rows: Attendance[] = [];
  for (let day = today - 60; day < today; day++) {
    const weekday = (day + 3) % 7;
    if (weekday >= 5) continue;
    const random = mulberry32(hashString('company:attendance') ^ Math.imul(day, 2654435761));
    const checkIn = 8 * 60 + 15 + Math.floor(random() * 60);
    const mealBreak = pick([30, 45, 60], random);
    const checkOut = checkIn + 8 * 60 + mealBreak + Math.floor(random() * 90) - 20;
    const workHours = checkOut - checkIn - mealBreak;
    const clock = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    rows.push({
      id: rows.length + 1,
      day: WEEKDAYS[weekday]!,
      date: isoDay(day),
      checkIn: clock(checkIn),
      checkOut: clock(checkOut),
      mealBreak,
      workHours,
      overtime: Math.max(0, workHours - 8 * 60),
    });
  }
  return rows;
}

const REASONS = ['Family event', 'Flu', 'Medical appointment', 'Trip abroad', 'Moving house', 'Rest after a project'];

/** One leave request: its dates, type and reason. `start` is an epoch day. */
function leaveFieldsAt(id: number, start: number, random: () => number) {
  const noOfDays = 1 + Math.floor(random() * 6);
  return {
    id,
    leaveType: pick(LEAVE_TYPES, random),
    reason: pick(REASONS, random),
    noOfDays,
    from: isoDay(start),
    to: isoDay(start + noOfDays - 1),
  };
}

/** Everyone's leave requests over the history and the next month (about one a year per employee), oldest first. */
function leaveHrOf(today: number, employees: readonly StaffEmployee[]): LeaveHR[] {
  const random = mulberry32(hashString('company:leave'));
  const starts = employees.flatMap((e) => {
    const n = Math.floor(random() * 3);
    return Array.from({ length: n }, () => ({ e, start: today - HISTORY_DAYS + Math.floor(random() * (HISTORY_DAYS + 30)) }));
  });
  starts.sort((a, b) => a.start - b.start || a.e.id - b.e.id);
  return starts.map(({ e, start }, i) => {
    const r = random();
    const status: LeaveHR['status'] =
      start > today + 7
        ? r < 0.5
          ? 'New'
          : 'Pending'
        : start > today
          ? r < 0.7
            ? 'Pending'
            : 'Approved'
          : r < 0.9
            ? 'Approved'
            : 'Declined';
    return { ...leaveFieldsAt(i + 1, start, random), employeeName: e.name, status };
  });
}

/** The demo employee's own leave: about one request every two months, oldest first. */
function leaveEmployeeOf(today: number, self: StaffEmployee, approver: string): LeaveEmployee[] {
  const random = mulberry32(hashString('company:own-leave'));
  const rows: LeaveEmployee[] = [];
  for (let start = today - HISTORY_DAYS + Math.floor(random() * 30); start < today + 30; start += 40 + Math.floor(random() * 40)) {
    const status: LeaveEmployee['status'] = start > today ? 'Pending' : random() < 0.9 ? 'Approved' : 'Declined';
    rows.push({ ...leaveFieldsAt(rows.length + 1, start, random), approvedBy: self.name === approver ? 'HR' : approver, status });
  }
  return rows;
}

/** The company's staff on day `today` (ISO). */
export function generateStaff(today: string, samples: StaffSamples): Staff {
  const day = epochDay(today);
  const employees = employeesOf(day, samples);
  const self = employees[SELF]!;
  const hr = samples.departments.find((d) => d.departmentName === 'Human Resources') ?? samples.departments[0]!;
  return {
    departments: withHeadcounts(samples.departments, employees),
    employees,
    salaries: salariesOf(employees, samples),
    attendance: attendanceOf(day),
    leaveHr: leaveHrOf(day, employees),
    leaveEmployee: leaveEmployeeOf(day, self, hr.HOD),
  };
}
