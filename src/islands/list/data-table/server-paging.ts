import { useEffect, useMemo } from 'react';
import type { PageRequest } from '../../../stores/list-paging.ts';
import type { ListScreenSpec } from '../../../screens/list-spec.ts';
import type { ViewState } from './url-state.ts';

/** A table whose list the backend pages: the view goes to the store as a page request, rows and totals come back. */
export interface ServerPaging {
  /** Rows matching the current search and filter. */
  total: number;
  /** Rows of the whole list (the "All" filter tab). */
  listTotal: number;
  /**
   * False until a page of a request has answered: `total` is then the whole list's (from the list's first call), not
   * the view's, which may be filtered (a dashboard's drill-down link), so it is not shown.
   */
  known?: boolean;
  /** Asks the store for the page the view shows; `extra` holds the screen's own filters of the view (`view.extra`). */
  request(request: PageRequest, extra: Readonly<Record<string, string>>): void;
}

/** Page sizes offered when the backend pages: "all rows" is not one of them. */
export const SERVER_PAGE_SIZES = [10, 20, 50, 100] as const;
const LARGEST = SERVER_PAGE_SIZES.at(-1)!;

/** The address's names of a date range (`?from=&to=`, as a dashboard figure links to the rows it sums). */
export const RANGE_KEYS = ['from', 'to'] as const;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The view's date range, when the address gives both ends as days; else null. */
export function rangeOf(view: Pick<ViewState, 'extra'>): { from: string; to: string } | null {
  const { from, to } = view.extra;
  return from && to && ISO_DAY.test(from) && ISO_DAY.test(to) ? { from, to } : null;
}

/**
 * The address's names of the end-date filters (a list with an end date: an employee's exit date): `endFrom`/`endTo`,
 * the rows that ended in the range (the HR dashboard's exits link to them), and `activeOn`, those not ended by that
 * day (its head count). src/contract/list-query.ts `parseEndFilter` reads them on both backends.
 */
export const END_KEYS = ['endFrom', 'endTo', 'activeOn'] as const;

/** The view's end-date filters that the address gives as days (a range only with both ends); else none. */
export function endFilterOf(view: Pick<ViewState, 'extra'>): Partial<Record<(typeof END_KEYS)[number], string>> {
  const { endFrom, endTo, activeOn } = view.extra;
  return {
    ...(endFrom && endTo && ISO_DAY.test(endFrom) && ISO_DAY.test(endTo) ? { endFrom, endTo } : {}),
    ...(activeOn && ISO_DAY.test(activeOn) ? { activeOn } : {}),
  };
}

const ROW_ID = /^[1-9]\d{0,15}$/;

/**
 * The filters the address sets on the screen's fields: each reference field whose value is a row id (`{ customerId:
 * '3' }`; anything else there, `?customerId=abc`, is ignored rather than sent), and each value field's values split at
 * commas (`{ status: ['sent', 'overdue'] }`; a value with a comma cannot be one).
 */
export function addressFilterValues(
  view: Pick<ViewState, 'extra'>,
  spec: Pick<ListScreenSpec, 'referenceFilters' | 'valueFilters'>,
): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const { key } of spec.referenceFilters ?? []) if (ROW_ID.test(view.extra[key] ?? '')) out[key] = view.extra[key]!;
  for (const { key } of spec.valueFilters ?? []) {
    const values = (view.extra[key] ?? '').split(',').filter((v) => v !== '');
    if (values.length > 0) out[key] = values;
  }
  return out;
}

/**
 * The page request of a table's view: same page, size, sort, search and filter as the URL says, its reference filters
 * (`customerId=3`) and value filters (`status=sent&status=overdue`), its date range (the list call's `from` and `to`, which a list with a date field pages through on
 * both backends) and its end-date filters (`endFrom`, `endTo`, `activeOn`). Both backends filter a list by any of its
 * fields by equality.
 */
export function pageRequestOf(view: ViewState, spec: Pick<ListScreenSpec, 'filter' | 'referenceFilters' | 'valueFilters'>): PageRequest {
  const filterKey = spec.filter?.key;
  return {
    page: view.page,
    pageSize: view.size === 0 ? LARGEST : view.size,
    ...(view.sort ? { sort: { field: view.sort.key, direction: view.sort.desc ? ('desc' as const) : ('asc' as const) } } : {}),
    ...(view.q.trim() ? { q: view.q.trim() } : {}),
    filters: {
      ...(filterKey && view.filter ? { [filterKey]: view.filter } : {}),
      ...addressFilterValues(view, spec),
      ...rangeOf(view),
      ...endFilterOf(view),
    },
  };
}

/** Sends the view's page request whenever the view changes (the store drops answers to older ones). */
export function useServerPages(server: ServerPaging | undefined, view: ViewState, spec: ListScreenSpec, restored: boolean): PageRequest {
  const request = useMemo(() => pageRequestOf(view, spec), [view, spec]);
  const key = JSON.stringify({ request, extra: view.extra });
  // Nothing is asked before the view is read from the address (`restored`): the defaults' page is not the one shown.
  const ask = restored ? server?.request : undefined;
  useEffect(() => {
    const asked = JSON.parse(key) as { request: PageRequest; extra: Record<string, string> };
    ask?.(asked.request, asked.extra);
  }, [ask, key]);
  return request;
}
