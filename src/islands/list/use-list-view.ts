import { useCallback, useEffect, useMemo, useState } from 'react';
import { defaultView, parseView, writeViewToLocation, type ViewState } from './data-table/url-state.ts';

/**
 * The list's view (search, sort, page, size, filter, extras) mirrored in the URL query.
 * The server renders the default view; the first client effect restores the URL's view before any
 * data arrives, so a reload or a shared link shows the same rows without a visible jump.
 */
export function useListView(overrides: Partial<ViewState> = {}, extraKeys: readonly string[] = []) {
  // The base is fixed for the island's life; overrides come from static screen specs.
  const base = useMemo(() => defaultView(overrides), []); // eslint-disable-line react-hooks/exhaustive-deps
  const [view, setView] = useState<ViewState>(base);
  // False until the address is read: the server render (and so the first render) shows the defaults, and a list the
  // backend pages must not ask for their page (its first rows, at hand, would show unfiltered until the view's came).
  const [restored, setRestored] = useState(false);

  useEffect(() => {
    setView(parseView(window.location.search, base, extraKeys));
    setRestored(true);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (restored) writeViewToLocation(view, base);
  }, [view, base, restored]);

  /** Changing anything but the page goes back to page 1, as people expect from a search box. */
  const update = useCallback((patch: Partial<ViewState>) => {
    setView((prev) => ({ ...prev, ...(patch.page === undefined ? { page: 1 } : {}), ...patch }));
  }, []);

  const reset = useCallback(() => setView({ ...base, size: view.size }), [base, view.size]);

  return { view, update, reset, base, restored };
}
