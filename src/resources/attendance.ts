import { z } from 'zod/mini';
import { clockTime, count, described, id, isoDate } from '../schemas/common.ts';
import { weekday } from '../schemas/enum-schemas.ts';
import { defineResource } from './define.ts';

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

/** `GET /app/attendance`: its rows are `src/content/data/attendance.json`. */
export default defineResource({
  list: 'attendance',
  schema: attendanceSchema,
  sampleSize: 10,
  entity: 'attendance',
  apiName: 'Attendance',
});
