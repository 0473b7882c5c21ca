import { z } from 'zod';
import { count, id, imagePath, isoDate, notBefore } from './common.ts';
import { eventStatus } from './enum-schemas.ts';

export const friendSchema = z.object({
  id,
  name: z.string().min(1).max(80),
  username: z.string().regex(/^@[\w.]{2,30}$/, 'Expected a handle such as @anna.k'),
  img: imagePath.describe('Avatar (an addition to the spec fields, for the list)'),
  joiningDate: isoDate,
  isFollow: z.boolean(),
});
export type Friend = z.infer<typeof friendSchema>;

export const eventSchema = z.object({
  id,
  eventName: z.string().min(1).max(120),
  startDate: isoDate,
  endDate: isoDate,
  numberRegistered: count,
  total: count.describe('Seats'),
  status: eventStatus,
});
export const eventRules = [
  notBefore('endDate', 'startDate', 'The end date is before the start date'),
  notBefore('total', 'numberRegistered', 'More registrations than seats'),
];
export type SocialEvent = z.infer<typeof eventSchema>;
