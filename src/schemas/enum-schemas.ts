import { z } from 'zod/mini';
import {
  CALENDAR_CLASSES,
  ESTIMATE_STATUSES,
  EVENT_STATUSES,
  HOLIDAY_TYPES,
  LEAVE_EMPLOYEE_STATUSES,
  LEAVE_HR_STATUSES,
  LEAVE_TYPES,
  NOTE_CATEGORIES,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PRODUCT_STATUSES,
  ROLES,
  USER_STATUSES,
  WEEKDAYS,
} from './enums.ts';

/** The enumerations of enums.ts as zod enums, for the entity schemas. */
export const productStatus = z.enum(PRODUCT_STATUSES);
export const orderStatus = z.enum(ORDER_STATUSES);
export const leaveEmployeeStatus = z.enum(LEAVE_EMPLOYEE_STATUSES);
export const leaveHRStatus = z.enum(LEAVE_HR_STATUSES);
export const estimateStatus = z.enum(ESTIMATE_STATUSES);
export const eventStatus = z.enum(EVENT_STATUSES);
export const userStatus = z.enum(USER_STATUSES);
export const noteCategory = z.enum(NOTE_CATEGORIES);
export const holidayType = z.enum(HOLIDAY_TYPES);
export const leaveType = z.enum(LEAVE_TYPES);
export const paymentMethod = z.enum(PAYMENT_METHODS);
export const role = z.enum(ROLES);
export const weekday = z.enum(WEEKDAYS);
export const calendarClass = z.enum(CALENDAR_CLASSES);
