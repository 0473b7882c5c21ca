import { proposeReference } from '../../stores/references.ts';
import { useCallback, useLayoutEffect, useMemo, useState } from 'react';
import { translateError } from '../../api/errors.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { listStore } from '../../stores/lists.ts';
import { openScreenList } from '../../stores/screen-data.ts';
import { sortParam } from '../../stores/list-paging.ts';
import { notify } from '../../stores/notify.ts';
import { versionOf } from '../../stores/conflict.ts';
import { can, dataPermission } from '../../stores/permissions.ts';
import { useGrants } from '../shared/Permitted.tsx';
import type { Row } from './data-table/DataTable.tsx';
import type { ServerPaging } from './data-table/server-paging.ts';
import type { ListScreenSpec } from '../../screens/list-spec.ts';
import { useDemoDataReset } from '../shared/use-demo-data-reset.ts';
import { useHydratedStore } from '../shared/use-hydrated-store.ts';
import type { ListName } from '../../resources/index.ts';

/** Image fields every new row needs; a new row starts with the first row's picture. */
const IMAGE_KEYS = ['img', 'logo'];

/**
 * Whether a list screen shows its loading state. The first render matches the server's (nothing requested
 * yet: loading); after that, rows the store already holds (a screen seen before in this tab) stay on screen
 * while a fetch refreshes them behind, and only a list with nothing to show waits for the backend.
 */
export function isLoading(requested: boolean, fetching: boolean, rowsHeld: number): boolean {
  return !requested || (fetching && rowsHeld === 0);
}

/**
 * A list screen's data: the store slice, a (re)load honouring `?rows=` (fake backend only), and the add / edit / delete /
 * toggle actions with their toasts. Shared by the table screen and every card screen.
 */
export function useListData(spec: ListScreenSpec) {
  const { t } = useTranslation();
  const store = listStore(spec.list as ListName);
  const state = useHydratedStore(store.$list);
  const rows = state.data as unknown as Row[];
  // Whether the rows were at hand as the screen started (a screen seen before in this tab): nothing is then awaited.
  const [heldAtStart] = useState(() => store.$list.get().data.length > 0);

  // Until the first fetch starts (server render, hydration) the screen shows its skeleton, not "empty".
  const [requested, setRequested] = useState(false);
  const load = useCallback(
    (fresh = false) => {
      // A role that may not read the list asks nothing (the screen says it is not permitted). The session's current
      // permissions, not the hydration's: this runs as the island hydrates.
      if (!can(dataPermission(spec.list as ListName, 'read'))) return;
      setRequested(true);
      // Every screen opens its list by pages: a small list comes whole in its first page (and is then searched and
      // filtered in the browser), a large one is paged by the backend. No screen downloads a whole large list.
      void openScreenList(spec.list as ListName, window.location.search, { fresh }, sortParam(spec.defaultSort));
    },
    [spec.list, spec.defaultSort],
  );
  // Before the first paint: rows the store already holds replace the skeleton the hydration matched, without a frame
  // of it; a fetch already on its way for this screen (started by the click that opened it) is joined, not repeated.
  useLayoutEffect(() => load(), [load]);
  const reload = useCallback(() => load(true), [load]);
  useDemoDataReset(reload);

  /** Deletes after the caller's confirmation; toasts the outcome and rethrows a failure. */
  const remove = useCallback(
    async (ids: number[]) => {
      try {
        await store.remove(ids);
        notify.success(t('table.deleted', { count: ids.length }));
      } catch (error) {
        notify.error(translateError(error, t));
        throw error;
      }
    },
    [store, t],
  );

  /** Flips a boolean field (favourite, follow, active) through the store's update. */
  const toggle = useCallback(
    async (row: Row, key: string) => {
      try {
        await store.update({ ...row, [key]: !row[key] } as never);
      } catch (error) {
        notify.error(translateError(error, t));
      }
    },
    [store, t],
  );

  /**
   * Create or update (an update only while the row still has the version the form edited); the form dialog reports
   * failures. Answers the row as the backend saved it.
   */
  const save = useCallback(
    async (input: Record<string, unknown>, row: Row | null): Promise<Row> => {
      // The store is typed per list; the form has validated `input` against this list's schema.
      return row ? await store.update({ ...row, ...input } as never, { ifMatch: versionOf(row) }) : await store.create(input);
    },
    [store],
  );

  /** The form dialog's delete: only while the row still has the version it was read at (else RowConflict, which the dialog asks about). */
  const removeRow = useCallback(
    async (row: Row) => {
      await store.removeVersion(row.id, versionOf(row));
      notify.success(t('table.deleted', { count: 1 }));
    },
    [store, t],
  );

  /** The reference the backend proposes for a new row (null for a list without generated references). */
  const propose = useCallback(() => proposeReference(spec.list as ListName), [spec.list]);

  /** Where a row stands in the paged list's page request on show (null when not paged, or left out). */
  const positionOf = useCallback((row: Row) => store.positionOf(row as never), [store]);

  /** The row as it is now, for an edit form to open on. */
  const loadRow = useCallback(async (id: number) => (await store.get(id)) as unknown as Row, [store]);

  const defaults = useMemo(() => {
    const first = rows[0];
    return first ? Object.fromEntries(IMAGE_KEYS.filter((k) => k in first).map((k) => [k, first[k]])) : {};
  }, [rows]);

  const paged = state.paged;
  const pageActions = useMemo<Pick<ServerPaging, 'request'>>(() => ({ request: (request) => void store.fetchPage(request) }), [store]);
  const total = paged?.total;
  const listTotal = paged?.listTotal;
  const known = Boolean(paged?.request);
  const server = useMemo<ServerPaging | undefined>(
    () => (total === undefined || listTotal === undefined ? undefined : { total, listTotal, known, ...pageActions }),
    [total, listTotal, known, pageActions],
  );

  const error = state.error ? translateError(state.error, t) : null;
  const may = useListPermissions(spec.list as ListName);
  return {
    rows,
    loading: isLoading(requested, state.loading, rows.length),
    heldAtStart,
    error,
    load: reload,
    remove,
    removeRow,
    loadRow,
    propose,
    toggle,
    save,
    positionOf,
    defaults,
    server,
    may,
  };
}

/** What the account may do with the rows of `list`: the controls of what it may not are left out. */
export function useListPermissions(list: ListName): { create: boolean; update: boolean; delete: boolean } {
  const grants = useGrants();
  const has = (action: 'create' | 'update' | 'delete') => grants === null || grants.has(dataPermission(list, action));
  return { create: has('create'), update: has('update'), delete: has('delete') };
}
