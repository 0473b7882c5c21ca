import { syntheticRowsQuery } from '../islands/shared/synthetic-rows.ts';
import type { ListName } from '../schemas/index.ts';
import { calendarStore } from './calendar.ts';
import { listStore } from './lists.ts';

/**
 * Starts fetching the data a screen shows, by the keys its definition derives (list names, 'calendar'), for a page
 * whose URL query is `search`. Called when a link to the screen is followed, so the request runs while the page is
 * fetched and its island starts; the island's own first fetch then takes that answer instead of asking again.
 */
export function startScreenData(keys: readonly string[], search = ''): void {
  for (const key of keys) {
    if (key === 'calendar') void calendarStore.fetch({ ahead: true });
    // The keys come from the screen definitions at build time: any other key is a list's name.
    // `open`, as a table starts: one page when the list is large, every row otherwise (a card screen then takes those).
    else void listStore(key as ListName).open({ ...syntheticRowsQuery(search), ahead: true });
  }
}
