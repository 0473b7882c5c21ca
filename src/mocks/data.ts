/**
 * The sample data the fake backend serves: `src/content/data/<list>.json` for every list of a screen
 * definition, the same files the content collections validate at build (src/content.config.ts). Plain
 * JSON imports, so the browser bundle carries no Astro content API.
 */
import { calendarEventsSchema, listSchemas, type CalendarEvent } from '../schemas/index.ts';
import { LIST_NAMES, type ItemOf, type ListName } from '../resources/index.ts';

const FILES = import.meta.glob<unknown>('../content/data/*.json', { eager: true, import: 'default' });

function sampleFile(name: string): unknown {
  const rows = FILES[`../content/data/${name}.json`];
  if (rows === undefined) throw new Error(`No sample data for the list "${name}": add src/content/data/${name}.json`);
  return rows;
}

/** The rows of one list, parsed with its schema: a JSON string becomes the enum literal the type promises. */
function sampleRows<N extends ListName>(name: N): ItemOf<N>[] {
  return listSchemas(name).rows.parse(sampleFile(name));
}

type Samples = { [N in ListName]: ItemOf<N>[] };
// Object.fromEntries loses the pairing of each list name with its row type; the keys are LIST_NAMES, all of them.
export const SAMPLE = Object.fromEntries(LIST_NAMES.map((name) => [name, sampleRows(name)])) as Samples;

export const CALENDAR_EVENTS: CalendarEvent[] = calendarEventsSchema.parse(sampleFile('calendar'));
