import { syntheticRowsQuery } from './synthetic-rows.ts';
import { listStore } from './lists.ts';
import { startSort } from './list-paging.ts';
import type { ListName } from '../resources/index.ts';

/**
 * Opens a list the way its screen starts, for a page whose URL query is `search` and whose default order is `sort`:
 * one page in that order when the list is large (the table's first page), every row otherwise (a card screen then
 * takes those). A call while the same one is on its way joins it.
 */
export function openScreenList(
  name: ListName,
  search: string,
  options: { fresh?: boolean; ahead?: boolean } = {},
  sort?: string,
): Promise<void> {
  const order = startSort(search, sort);
  return listStore(name).open({ ...syntheticRowsQuery(search), ...options, ...(order ? { sort: order } : {}) });
}

/**
 * Starts the data a screen shows, by the keys its definition derives (list names), from the click that opens it
 * (src/shell/client/move-data.ts): the screen's own first call within AHEAD_MS then takes these answers instead of
 * asking again. Resolves when every answer is in.
 */
export function startScreenData(keys: readonly string[], search = '', sort?: string): Promise<void> {
  return Promise.all(keys.map((key) => openScreenList(key as ListName, search, { ahead: true }, sort))).then(() => undefined);
}
