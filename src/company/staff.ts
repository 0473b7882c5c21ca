/**
 * The sample company's staff beyond the sample rows: a few hundred employees in the sample departments, a salary row
 * each, and their leave requests, generated from a seeded PRNG with dates relative to today. The same `today` always
 * gives the same rows, in the fake backend and on the server alike (both take them through src/company/index.ts).
 *
 * A department's head count is the number of employees naming it (`departmentId`) still employed (no exit date): the
 * generator fills each department up to the head count its sample row states, and `headcountOf` counts them. Beside
 * them, those who left over the history (an exit date, TURNOVER of the head count a year) stay in the list: the HR
 * dashboard's exits are their exit dates.
 */
import { LEAVE_TYPES } from '../schemas/enums.ts';
import { hashString, mulberry32 } from '../stats/prng.ts';
import { HISTORY_DAYS, epochDay, isoDay, todayIso } from '../stats/period.ts';
import employeeList, { type Employee } from '../resources/employee.ts';
import leaveHrList, { type LeaveHR } from '../resources/leave_hr.ts';
import salaryList, { type Salary } from '../resources/salary.ts';

/**
 * The sample departments (src/content/data/department.json, which this module does not import: the server reads it
 * with node:fs): id, name and the head count their row states. A unit test holds them equal to the file.
 */
export const STAFF_DEPARTMENTS = [
  { id: 1, name: 'Engineering', headcount: 66 },
  { id: 2, name: 'Product Design', headcount: 37 },
  { id: 3, name: 'Human Resources', headcount: 23 },
  { id: 4, name: 'Finance', headcount: 72 },
  { id: 5, name: 'Sales', headcount: 42 },
  { id: 6, name: 'Marketing', headcount: 55 },
  { id: 7, name: 'Customer Support', headcount: 12 },
  { id: 8, name: 'Operations', headcount: 19 },
  { id: 9, name: 'Legal', headcount: 74 },
  { id: 10, name: 'Logistics', headcount: 12 },
] as const;
/** The department of each sample employee (ids 1, 2, …), as src/content/data/employee.json gives it (a test holds it). */
export const SAMPLE_EMPLOYEE_DEPARTMENTS = [1, 2, 3, 4, 5, 8, 1, 8, 6, 7, 1, 1] as const;

export interface Staff {
  /** The generated employees, after the sample ones (ids from one past the sample rows'); those who left among them. */
  employees: Employee[];
  /** A salary row per generated employee still employed (a salary row is a current salary: the payroll sums them). */
  salaries: Salary[];
  /** Leave requests of the generated employees over the history and the next month. */
  leaveHr: LeaveHR[];
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
/** Generated staff numbers start here (the sample employees' are EMP-1001…EMP-1034). */
const FIRST_GENERATED_STAFF_NUMBER = 2001;

const pick = <T>(items: readonly T[], random: () => number): T => items[Math.floor(random() * items.length)]!;
const phoneOf = (n: number) => `+1 (555) ${String(300 + Math.floor(n / 10_000)).padStart(3, '0')}-${String(n % 10_000).padStart(4, '0')}`;
const slug = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[^\w\s-]/g, '')
    .toLowerCase()
    .replace(/\s+/g, '.');

/** How many employees still employed (no exit date) name each department (a department's head count), by department id. */
export function headcountOf(employees: readonly { departmentId: number; exitDate?: string | null }[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const e of employees) if (e.exitDate == null) counts.set(e.departmentId, (counts.get(e.departmentId) ?? 0) + 1);
  return counts;
}

/**
 * The sample company's yearly staff turnover: the share of a department's head count that leaves in a year (about one
 * in eight, a common rate for an office company). The leavers come on top of the head count, so it stays as stated.
 */
export const TURNOVER = 0.12;

type GeneratedEmployee = Omit<Employee, 'id' | 'employeeId'>;

/** One generated employee of `department`, who joined `daysAgo` days before `today` (and left `exitAgo` days before it). */
function personOf(
  department: (typeof STAFF_DEPARTMENTS)[number],
  today: number,
  daysAgo: number,
  exitAgo: number | null,
  random: () => number,
): GeneratedEmployee {
  const roles = ROLES[department.name] ?? OTHER_ROLES;
  return {
    name: `${pick(FIRST_NAMES, random)} ${pick(LAST_NAMES, random)}`,
    img: `/images/avatars/${pick(AVATARS, random)}.svg`,
    designation: pick(roles, random)[0],
    email: '',
    phone: phoneOf(Math.floor(random() * 100_000)),
    location: pick(LOCATIONS, random),
    experience: Math.floor(daysAgo / 365) + Math.floor(random() * 8),
    joinDate: isoDay(today - daysAgo),
    departmentId: department.id,
    exitDate: exitAgo === null ? null : isoDay(today - exitAgo),
  };
}

/**
 * Those who left each department over the history: TURNOVER of its head count a year, each exit date a day of the
 * history up to today (never later), each after a stay of three months to six years (so never before the join date).
 */
function leaversOf(today: number): GeneratedEmployee[] {
  const random = mulberry32(hashString('company:exits'));
  return STAFF_DEPARTMENTS.flatMap((department) =>
    Array.from({ length: Math.round((department.headcount * TURNOVER * HISTORY_DAYS) / 365) }, () => {
      const exitAgo = Math.floor(random() * HISTORY_DAYS);
      const stay = 90 + Math.floor(random() * 6 * 365);
      return personOf(department, today, exitAgo + stay, exitAgo, random);
    }),
  );
}

/**
 * The generated employees: each department filled up to the head count its sample row states, after its sample
 * employees (about a quarter joined within the history: the dashboards' hires), and those who left it (leaversOf).
 */
function employeesOf(today: number): Employee[] {
  const random = mulberry32(hashString('company:staff'));
  const generated: GeneratedEmployee[] = [];
  for (const department of STAFF_DEPARTMENTS) {
    const sampled = SAMPLE_EMPLOYEE_DEPARTMENTS.filter((d) => d === department.id).length;
    for (let k = sampled; k < department.headcount; k++) {
      const recent = random() < 0.25;
      const daysAgo = recent ? 1 + Math.floor(random() * (HISTORY_DAYS - 1)) : HISTORY_DAYS + Math.floor(random() * 8 * 365);
      generated.push(personOf(department, today, daysAgo, null, random));
    }
  }
  generated.push(...leaversOf(today));
  // Staff numbers follow the joining order, as the sample ones do; ids follow the staff numbers.
  generated.sort((a, b) => a.joinDate.localeCompare(b.joinDate) || a.departmentId - b.departmentId);
  return generated.map((e, i) => {
    const number = FIRST_GENERATED_STAFF_NUMBER + i;
    return { ...e, id: employeeList.sampleSize + 1 + i, employeeId: `EMP-${number}`, email: `${slug(e.name)}.${number}@stride.dev` };
  });
}

/** A salary row per generated employee, at its title's rate with some spread. */
function salariesOf(employees: readonly Employee[]): Salary[] {
  const random = mulberry32(hashString('company:salary'));
  const rate = (designation: string) =>
    Object.values(ROLES)
      .flat()
      .find(([title]) => title === designation)?.[1] ?? OTHER_ROLES[0]![1];
  return employees.map((e, i) => {
    const salary = Math.round((rate(e.designation) * (0.9 + random() * 0.3)) / 100) * 100;
    return {
      id: salaryList.sampleSize + 1 + i,
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
}

const REASONS = ['Family event', 'Flu', 'Medical appointment', 'Trip abroad', 'Moving house', 'Rest after a project'];

/** The longest leave request (leaveFieldsAt): one who left took their last leave ending before their exit date. */
const LONGEST_LEAVE = 6;

/** One leave request: its dates, type and reason. `start` is an epoch day. */
function leaveFieldsAt(id: number, start: number, random: () => number) {
  const noOfDays = 1 + Math.floor(random() * LONGEST_LEAVE);
  return {
    id,
    leaveType: pick(LEAVE_TYPES, random),
    reason: pick(REASONS, random),
    noOfDays,
    from: isoDay(start),
    to: isoDay(start + noOfDays - 1),
  };
}

/**
 * Everyone's leave requests over the history and the next month, from the day each joined up to the day they left
 * (three to six a year per employee, a few days each: the HR dashboard's attendance is the staff less the approved
 * ones), oldest first.
 */
function leaveHrOf(today: number, employees: readonly Employee[]): LeaveHR[] {
  const random = mulberry32(hashString('company:leave'));
  const starts = employees.flatMap((e) => {
    const first = Math.max(epochDay(e.joinDate), today - HISTORY_DAYS);
    const span = (e.exitDate == null ? today + 30 : epochDay(e.exitDate) - LONGEST_LEAVE) - first;
    if (span <= 0) return [];
    const n = Math.round((span / 365) * (3 + random() * 3));
    return Array.from({ length: n }, () => ({ e, start: first + Math.floor(random() * span) }));
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
    return { ...leaveFieldsAt(leaveHrList.sampleSize + 1 + i, start, random), employeeName: e.name, status };
  });
}

let cached: { today: string; staff: Staff } | undefined;

/** The company's generated staff on day `today` (ISO), made once per day. */
export function generatedStaff(today: string = todayIso()): Staff {
  if (cached?.today !== today) {
    const employees = employeesOf(epochDay(today));
    const salaries = salariesOf(employees.filter((e) => e.exitDate === null));
    cached = { today, staff: { employees, salaries, leaveHr: leaveHrOf(epochDay(today), employees) } };
  }
  return cached.staff;
}

/** The staff lists' generated rows for `today`, as src/company/index.ts's GENERATED_LISTS takes them. */
export const STAFF_LISTS = {
  employee: (today: string): Employee[] => generatedStaff(today).employees,
  salary: (today: string): Salary[] => generatedStaff(today).salaries,
  leave_hr: (today: string): LeaveHR[] => generatedStaff(today).leaveHr,
};
