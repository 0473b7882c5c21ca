import { defineCollection } from 'astro:content';
import { file } from 'astro/loaders';
import { calendarEventSchema, rowSchema } from './schemas/index.ts';
import { LIST_NAMES, type ListName } from './resources/index.ts';

/**
 * The fake backend's sample data as content collections: the build fails when a row does not match its
 * zod schema (src/schemas), the single source of truth shared with the stores and the API client.
 * The fake backend reads the same JSON files (src/resources/samples/rows.ts, src/mocks/data.ts for the calendar).
 */
const lists = Object.fromEntries(
  LIST_NAMES.map((name: ListName) => [name, defineCollection({ loader: file(`src/content/data/${name}.json`), schema: rowSchema(name) })]),
);

export const collections = {
  ...lists,
  calendar: defineCollection({ loader: file('src/content/data/calendar.json'), schema: calendarEventSchema }),
};
