import { z } from 'zod/mini';
import { clockTime, code, count, described, email, id, imagePath, isoDate, money, notBefore, phone, text } from './common.ts';
import { estimateStatus, holidayType, leaveEmployeeStatus, leaveHRStatus, leaveType, paymentMethod, weekday } from './enum-schemas.ts';

const personName = text(80);

export const departmentSchema = z.object({
  id,
  departmentName: text(60),
  HOD: described(personName, 'Head of department'),
  phone,
  email,
  employee: described(count, 'Head count'),
});
export type Department = z.infer<typeof departmentSchema>;

export const employeeSchema = z.object({
  id,
  employeeId: described(code('employee'), 'Staff number, e.g. "EMP-1001"'),
  name: personName,
  img: imagePath,
  designation: text(60),
  email,
  phone,
  location: text(80),
  experience: described(count, 'Years of experience'),
  joinDate: isoDate,
});
export type Employee = z.infer<typeof employeeSchema>;

export const holidaySchema = z.object({
  id,
  day: described(weekday, 'Weekday of the date (English name; format the date for display)'),
  date: isoDate,
  holidayName: text(80),
  type: holidayType,
});
export type Holiday = z.infer<typeof holidaySchema>;

export const attendanceSchema = z.object({
  id,
  day: weekday,
  date: isoDate,
  checkIn: clockTime,
  checkOut: clockTime,
  mealBreak: described(count, 'Minutes'),
  workHours: described(count, 'Minutes worked, meal break excluded'),
  overtime: described(count, 'Minutes beyond the 8-hour day'),
});
export type Attendance = z.infer<typeof attendanceSchema>;

const leaveFields = {
  id,
  leaveType,
  reason: text(200),
  noOfDays: z.int().check(z.positive()),
  from: isoDate,
  to: isoDate,
};
export const leaveRules = [notBefore('to', 'from', 'The end date is before the start date')];

export const leaveEmployeeSchema = z.object({ ...leaveFields, approvedBy: personName, status: leaveEmployeeStatus });
export type LeaveEmployee = z.infer<typeof leaveEmployeeSchema>;

export const leaveHRSchema = z.object({ ...leaveFields, employeeName: personName, status: leaveHRStatus });
export type LeaveHR = z.infer<typeof leaveHRSchema>;

export const salarySchema = z.object({
  id,
  employeeId: code('employee'),
  joiningDate: isoDate,
  name: personName,
  img: imagePath,
  designation: text(60),
  emailId: email,
  phoneNumber: phone,
  salary: described(money, 'Yearly gross salary'),
  bonus: money,
});
export type Salary = z.infer<typeof salarySchema>;

export const estimateSchema = z.object({
  id,
  estimateNumber: described(code('estimate'), 'Estimate number, e.g. "EST-2026-031"'),
  clientName: text(80),
  estimateBy: personName,
  estimateDate: isoDate,
  expiryDate: isoDate,
  amount: money,
  status: estimateStatus,
});
export const estimateRules = [notBefore('expiryDate', 'estimateDate', 'The expiry date is before the estimate date')];
export type Estimate = z.infer<typeof estimateSchema>;

export const expenseSchema = z.object({
  id,
  purchaseDate: isoDate,
  item: text(80),
  purchasedBy: personName,
  paidBy: paymentMethod,
  amount: money,
});
export type Expense = z.infer<typeof expenseSchema>;
