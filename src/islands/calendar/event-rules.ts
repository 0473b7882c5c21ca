/**
 * What the calendar dialog may save, and the message for each problem. Apart from event-form.ts so
 * the calendar page loads these rules with the dialog, not before. Pure, unit-tested.
 */
import { z } from 'zod/mini';
import { calendarEventSchema } from '../../schemas/calendar.ts';
import { issueMessage, type Translate } from '../../i18n/issue-messages.ts';
import type { EventFormValues } from './event-form.ts';

/** An absolute web address people may follow: http or https only (never `javascript:` and the like). */
const webLink = z.url({ protocol: /^https?$/ });

/**
 * What the dialog may save: an event without its id (the backend gives it), whose link, if any, is
 * a web address (the sample data's site-relative links are not typed in the dialog), ending no
 * earlier than it starts (ISO values compare as text).
 */
export const eventFormSchema = z
  .extend(z.omit(calendarEventSchema, { id: true }), { url: z.optional(webLink) })
  .check(z.refine((event) => event.end === undefined || event.end >= event.start, { path: ['end'], message: 'Ends before it starts' }));

/** The rule between two fields, for the message that names the other one. */
const END_NOT_BEFORE_START = [{ field: 'end', than: 'start' }] as const;

/** The translated message for one problem of the dialog's values. */
export function eventIssueMessage(issue: z.core.$ZodIssue, values: EventFormValues, t: Translate, label: (key: string) => string): string {
  const field = String(issue.path[0] ?? '') as keyof EventFormValues;
  const typed = values[field];
  if (typeof typed === 'string' && !typed.trim()) return t('form.errors.required');
  if (field === 'url') return t('calendar.invalidUrl');
  if ((field === 'start' || field === 'end') && issue.code !== 'custom') return t('form.errors.date');
  return issueMessage(issue, t, label, END_NOT_BEFORE_START);
}
