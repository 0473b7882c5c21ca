import { z } from 'zod';
import { clockTime, count, email, id, imagePath, isoDate, money, notBefore, phone } from './common.ts';
import { estimateStatus, holidayType, leaveEmployeeStatus, leaveHRStatus, leaveType, paymentMethod, weekday } from './enum-schemas.ts';

const personName = z.string().min(1).max(80);

export const departmentSchema = z.object({
  id,
  departmentName: z.string().min(1).max(60),
  HOD: personName.describe('Head of department'),
  phone,
  email,
  employee: count.describe('Head count'),
});
export type Department = z.infer<typeof departmentSchema>;

export const employeeSchema = z.object({
  id,
  employeeId: z.string().min(1).max(20).describe('Staff number, e.g. "EMP-0012"'),
  name: personName,
  img: imagePath,
  designation: z.string().min(1).max(60),
  email,
  phone,
  location: z.string().min(1).max(80),
  experience: count.describe('Years of experience'),
  joinDate: isoDate,
});
export type Employee = z.infer<typeof employeeSchema>;

export const holidaySchema = z.object({
  id,
  day: weekday.describe('Weekday of the date (English name; format the date for display)'),
  date: isoDate,
  holidayName: z.string().min(1).max(80),
  type: holidayType,
});
export type Holiday = z.infer<typeof holidaySchema>;

export const attendanceSchema = z.object({
  id,
  day: weekday,
  date: isoDate,
  checkIn: clockTime,
  checkOut: clockTime,
  mealBreak: count.describe('Minutes'),
  workHours: count.describe('Minutes worked, meal break excluded'),
  overtime: count.describe('Minutes beyond the 8-hour day'),
});
export type Attendance = z.infer<typeof attendanceSchema>;

const leaveFields = {
  id,
  leaveType,
  reason: z.string().min(1).max(200),
  noOfDays: z.number().int().positive(),
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
  employeeId: z.string().min(1).max(20),
  joiningDate: isoDate,
  name: personName,
  img: imagePath,
  designation: z.string().min(1).max(60),
  emailId: email,
  phoneNumber: phone,
  salary: money.describe('Yearly gross salary'),
  bonus: money,
});
export type Salary = z.infer<typeof salarySchema>;

export const estimateSchema = z.object({
  id,
  estimateNumber: z.string().min(1).max(20),
  clientName: z.string().min(1).max(80),
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
  item: z.string().min(1).max(80),
  purchasedBy: personName,
  paidBy: paymentMethod,
  amount: money,
});
export type Expense = z.infer<typeof expenseSchema>;
