import { z } from 'zod/mini';
import { described, id, isoDate, text } from '../schemas/common.ts';
import { holidayType, weekday } from '../schemas/enum-schemas.ts';
import { defineResource } from './define.ts';

export const holidaySchema = z.object({
  id,
  day: described(weekday, 'Weekday of the date (English name; format the date for display)'),
  date: isoDate,
  holidayName: text(80),
  type: holidayType,
});
export type Holiday = z.infer<typeof holidaySchema>;

/** `GET /app/holidays`: its rows are `src/content/data/holidays.json`. */
export default defineResource({
  list: 'holidays',
  schema: holidaySchema,
  sampleSize: 10,
  entity: 'holiday',
  apiName: 'Holiday',
  dashboards: ['hr'],
});
