import { syntheticRowsQuery } from './synthetic-rows.ts';
import type { ListName } from '../schemas/index.ts';
import { listStore } from './lists.ts';

/**
 * Starts fetching the data a screen shows, by the keys its definition derives (list names), for a page
 * whose URL query is `search`. Called when a link to the screen is followed, so the request runs while the page is
 * fetched and its island starts; the island's own first fetch then takes that answer instead of asking again.
 * Resolves when every answer is in.
 */
export function startScreenData(keys: readonly string[], search = ''): Promise<void> {
  // The keys come from the screen definitions at build time: list names. `open`, as a table starts: one page when the
  // list is large, every row otherwise (a card screen then takes those).
  return Promise.all(keys.map((key) => listStore(key as ListName).open({ ...syntheticRowsQuery(search), ahead: true }))).then(
    () => undefined,
  );
}
