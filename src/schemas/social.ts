import { z } from 'zod/mini';
import { count, described, id, imagePath, isoDate, notBefore, text } from './common.ts';
import { eventStatus } from './enum-schemas.ts';

export const friendSchema = z.object({
  id,
  name: text(80),
  username: z.string().check(z.regex(/^@[\w.]{2,30}$/, 'Expected a handle such as @anna.k')),
  img: described(imagePath, 'Avatar shown beside the name'),
  joiningDate: isoDate,
  isFollow: z.boolean(),
});
export type Friend = z.infer<typeof friendSchema>;

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
export type SocialEvent = z.infer<typeof eventSchema>;
