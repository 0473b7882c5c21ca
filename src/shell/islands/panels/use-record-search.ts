import { useEffect, useMemo, useState } from 'react';
import type { IconName } from '../../../screens/icons.ts';
import { searchRecords } from '../../../stores/record.ts';
import type { SearchItem } from '../SearchPalette.tsx';

/** A record the backend found, with where its page is and how its list is called. */
export interface RecordOption {
  list: string;
  id: number;
  title: string;
  subtitle: string;
  href: string;
  icon: IconName;
  listLabel: string;
}

/** Records offered at most. */
export const RECORD_LIMIT = 8;
/** The pause after the last key before the backend is asked. */
export const SEARCH_DEBOUNCE_MS = 200;
/** The backend finds nothing under this many characters (src/contract/search.ts). */
const MIN_TEXT = 2;

/** Where the records' search is: idle (too little text), loading, done (hits, maybe none) or failed. */
export type RecordSearchState = 'idle' | 'loading' | 'done' | 'error';

interface State {
  state: RecordSearchState;
  hits: RecordOption[];
}

/**
 * The records a text finds, for the palette: asked for SEARCH_DEBOUNCE_MS after the last key, the older question
 * aborted; each hit sent to its list screen's record page. A hit of a list without a screen the account may open is
 * left out.
 */
export function useRecordSearch(query: string, items: readonly SearchItem[]): State {
  const screensByList = useMemo(() => new Map(items.flatMap((item) => (item.list ? [[item.list, item] as const] : []))), [items]);
  const [state, setState] = useState<State>({ state: 'idle', hits: [] });
  const text = query.trim();

  useEffect(() => {
    if (text.replace(/^#/, '').length < MIN_TEXT) {
      setState({ state: 'idle', hits: [] });
      return;
    }
    setState((current) => ({ state: 'loading', hits: current.hits }));
    const abort = new AbortController();
    const timer = setTimeout(() => {
      searchRecords(text, RECORD_LIMIT, abort.signal).then(
        (hits) =>
          setState({
            state: 'done',
            hits: hits.flatMap((hit) => {
              const screen = screensByList.get(hit.list);
              return screen ? [{ ...hit, href: `${screen.href}view/?id=${hit.id}`, icon: screen.icon, listLabel: screen.label }] : [];
            }),
          }),
        () => !abort.signal.aborted && setState({ state: 'error', hits: [] }),
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [text, screensByList]);
  return state;
}
