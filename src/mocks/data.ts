/**
 * The sample data the fake backend serves: the same JSON files the content collections validate at
 * build (src/content.config.ts). Plain JSON imports, so the browser bundle carries no Astro content API.
 */
import type { CalendarEvent, ItemOf, ListName } from '../schemas/index.ts';
import attendance from '../content/data/attendance.json';
import calendar from '../content/data/calendar.json';
import department from '../content/data/department.json';
import employee from '../content/data/employee.json';
import estimate from '../content/data/estimate.json';
import event from '../content/data/event.json';
import expense from '../content/data/expense.json';
import friends from '../content/data/friends.json';
import holidays from '../content/data/holidays.json';
import leave_employee from '../content/data/leave_employee.json';
import leave_hr from '../content/data/leave_hr.json';
import notes from '../content/data/notes.json';
import order from '../content/data/order.json';
import product from '../content/data/product.json';
import productgrid from '../content/data/productgrid.json';
import salary from '../content/data/salary.json';
import seller from '../content/data/seller.json';
import usergrid from '../content/data/usergrid.json';
import userlist from '../content/data/userlist.json';

// JSON imports are typed loosely (strings, not enum literals); the content collections and
// src/content/sample-data.test.ts prove each file matches its schema, so the cast is checked elsewhere.
export const SAMPLE = {
  product,
  productgrid,
  order,
  seller,
  employee,
  holidays,
  leave_employee,
  leave_hr,
  attendance,
  department,
  estimate,
  expense,
  salary,
  notes,
  friends,
  event,
  userlist,
  usergrid,
} as unknown as { [N in ListName]: ItemOf<N>[] };

export const CALENDAR_EVENTS = calendar as CalendarEvent[];
