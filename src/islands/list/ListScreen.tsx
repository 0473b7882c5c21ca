import { memo, useCallback, useDeferredValue, useMemo } from 'react';
import { DataTable, type Row } from './data-table/DataTable.tsx';
import type { ListScreenSpec } from '../../screens/list-spec.ts';
import { LazyFormDialog as FormDialog } from './LazyFormDialog.tsx';
import { screenIsland } from './screen-island.tsx';
import { useListData } from './use-list-data.ts';
import { useFormTarget } from './edit/use-form-target.ts';
import { useRevealAdded } from './use-reveal-added.ts';
import { rowActionsOf } from './row-actions.tsx';
import { useGrants } from '../shared/Permitted.tsx';

/** The table re-renders only when what it shows changes, not with each render of the screen around it. */
const Table = memo(DataTable);

/**
 * Any list screen: the shared table over `listStore(spec.list)`, with add / edit / delete through
 * the schema-driven form dialog. The page passes the spec of the screen definition; nothing here is per screen.
 * Add, edit, delete (one or the selected rows) and the toggles are there only for a role that may use them.
 */
function ListScreenBody({ spec, title }: { spec: ListScreenSpec; title: string }) {
  const data = useListData(spec);
  const [target, setTarget] = useFormTarget(spec.list);
  // The table draws a deferred copy of what the store holds. The store's answer arrives as an update React must render
  // at once (a store subscription), and drawing the rows then was one long task on a phone (~150-280 ms at 4x CPU for
  // the employees' page); deferred, the urgent render leaves the memoised table as it is and the rows are drawn in a
  // transition React slices into short tasks. Rows, loading, error and paging travel together, so the table never
  // shows a state the store did not have (say, no rows and not loading: the empty state). Rows held when the screen
  // started (a revisit) replace the skeleton at once: deferred, they waited for a further render after the first paint.
  const current = useMemo(
    () => ({ rows: data.rows, loading: data.loading, error: data.error, server: data.server }),
    [data.rows, data.loading, data.error, data.server],
  );
  const deferred = useDeferredValue(current);
  const shown = data.heldAtStart && deferred.loading ? current : deferred;
  const add = useCallback(() => setTarget({ row: null }), [setTarget]);
  const edit = useCallback((row: Row) => setTarget({ row }), [setTarget]);
  // A row added is shown where the list's order puts it: the table moves to its page and marks it.
  const { reveal, save } = useRevealAdded(data);
  // A screen's own row actions (an order's "Invoice this order"), beside edit and delete.
  const grants = useGrants();
  const screen = useMemo(() => {
    const rowActions = rowActionsOf(spec, grants);
    return rowActions ? { rowActions } : undefined;
  }, [spec, grants]);
  return (
    <>
      <Table
        spec={spec}
        title={title}
        rows={shown.rows}
        loading={shown.loading}
        error={shown.error}
        onRetry={data.load}
        {...(data.may.create ? { onAdd: add } : {})}
        {...(data.may.update ? { onEdit: edit, onToggle: data.toggle } : {})}
        {...(data.may.delete ? { onDelete: data.remove } : {})}
        {...(shown.server ? { server: shown.server } : {})}
        reveal={reveal}
        {...(screen ? { screen } : {})}
      />
      <FormDialog
        spec={spec}
        target={target}
        defaults={data.defaults}
        onClose={() => setTarget(null)}
        onSave={save}
        {...(data.may.delete ? { onDelete: data.removeRow } : {})}
        onLoad={data.loadRow}
        onPropose={data.propose}
      />
    </>
  );
}

export default screenIsland(ListScreenBody);
