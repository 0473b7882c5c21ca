import { z } from 'zod/mini';
import { id, isoDate, notBefore, text } from '../../schemas/common.ts';
import { leaveType } from '../../schemas/enum-schemas.ts';

/** The fields both leave lists have (an employee's own requests and HR's view of everyone's). */
export const leaveFields = {
  id,
  leaveType,
  reason: text(200),
  noOfDays: z.int().check(z.positive()),
  from: isoDate,
  to: isoDate,
};
export const leaveRules = [notBefore('to', 'from', 'The end date is before the start date')];
