import { z } from 'zod/mini';
import { count, country, described, id, isoDate, text } from '../schemas/common.ts';
import { defineResource } from './define.ts';

/** Where a visit came from, how it was made and where it landed: the analytics dashboard's breakdowns. */
export const SESSION_SOURCES = ['organic', 'direct', 'social', 'referral', 'email', 'paid'] as const;
export const SESSION_DEVICES = ['mobile', 'desktop', 'tablet'] as const;

export const sessionSchema = z.object({
  id,
  date: isoDate,
  hour: described(z.int().check(z.gte(0), z.lte(23)), 'Hour of the day the visit began, 0-23 (UTC)'),
  source: z.enum(SESSION_SOURCES),
  device: z.enum(SESSION_DEVICES),
  country: described(country, 'ISO 3166-1 alpha-2 code of the visitor\'s country, e.g. "DE"'),
  landingPage: described(text(120), 'The landing page\'s path, e.g. "/shop/"'),
  pageviews: described(z.int().check(z.positive()), 'Pages seen in the visit (1: a bounce)'),
  duration: described(count, 'Length of the visit in seconds'),
  returning: described(z.boolean(), 'The visitor had been before (a first visit counts as a new visitor)'),
  converted: described(z.boolean(), 'The visit placed an order'),
});
export type Session = z.infer<typeof sessionSchema>;

/** `GET /app/sessions`: the site's visits, one row each; its sample rows are `src/content/data/sessions.json`. */
export default defineResource({
  list: 'sessions',
  schema: sessionSchema,
  sampleSize: 10,
  entity: 'sessions',
  apiName: 'Session',
  historyDate: 'date',
  dashboards: ['analytics', 'ecommerce'],
});
