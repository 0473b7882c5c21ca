import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { onLiveChange } from '../../stores/live-changes.ts';
import { loadRecord, type RecordRow } from '../../stores/record.ts';

export type RecordState =
  { state: 'loading' } | { state: 'notFound' } | { state: 'error'; error: unknown } | { state: 'done'; row: RecordRow; deleted: boolean };

/** The record id the address names (`?id=12`), or null when it names none. */
export function idFromAddress(search: string): number | null {
  const raw = new URLSearchParams(search).get('id');
  return raw !== null && /^\d{1,10}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : null;
}

/**
 * One record of `list`, as the address names it, kept current: a live change to it reads it again, a live delete
 * keeps it on screen marked deleted. A 404 (gone, never made, or not the caller's) is "not found", as the backends
 * answer it for all three.
 */
export function useRecord(list: string) {
  const [id, setId] = useState<number | null>(null);
  const [load, setLoad] = useState<RecordState>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // The id is read after hydration: the page is static, rendered without it.
  useEffect(() => setId(idFromAddress(window.location.search) ?? -1), []);

  useEffect(() => {
    if (id === null) return;
    if (id === -1) return setLoad({ state: 'notFound' });
    const abort = new AbortController();
    loadRecord(list, id, abort.signal).then(
      (row) => setLoad({ state: 'done', row, deleted: false }),
      (error: unknown) => {
        if (abort.signal.aborted) return;
        setLoad(error instanceof ApiError && error.status === 404 ? { state: 'notFound' } : { state: 'error', error });
      },
    );
    return () => abort.abort();
  }, [list, id, attempt]);

  useEffect(
    () =>
      onLiveChange((change) => {
        if (change.resource !== list || change.rowId !== id) return;
        if (change.action === 'delete') setLoad((current) => (current.state === 'done' ? { ...current, deleted: true } : current));
        else setAttempt((n) => n + 1);
      }),
    [list, id],
  );

  const retry = useCallback(() => {
    setLoad({ state: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  /** After an edit saved here: the row as the backend answered it. */
  const replace = useCallback((row: RecordRow) => setLoad({ state: 'done', row, deleted: false }), []);
  const markDeleted = useCallback(() => setLoad((current) => (current.state === 'done' ? { ...current, deleted: true } : current)), []);
  return { id, load, retry, replace, markDeleted };
}
