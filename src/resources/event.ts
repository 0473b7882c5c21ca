import { z } from 'zod/mini';
import { count, described, id, isoDate, notBefore, text } from '../schemas/common.ts';
import { eventStatus } from '../schemas/enum-schemas.ts';
import { defineResource } from './define.ts';

export const eventSchema = z.object({
  id,
  eventName: text(120),
  startDate: isoDate,
  endDate: isoDate,
  numberRegistered: count,
  total: described(count, 'Seats'),
  status: eventStatus,
});
export const eventRules = [
  notBefore('endDate', 'startDate', 'The end date is before the start date'),
  notBefore('total', 'numberRegistered', 'More registrations than seats'),
];

/** `GET /app/event`: its rows are `src/content/data/event.json`. */
export default defineResource({
  list: 'event',
  schema: eventSchema,
  rules: eventRules,
  sampleSize: 7,
  entity: 'event',
  apiName: 'SocialEvent',
});
