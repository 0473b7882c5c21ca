import { DataTable, type Row } from './data-table/DataTable.tsx';
import type { ListScreenSpec } from './data-table/types.ts';
import { LazyFormDialog as FormDialog } from '../list-kit/LazyFormDialog.tsx';
import { screenIsland } from '../list-kit/screen-island.tsx';
import { useListData } from '../list-kit/use-list-data.ts';
import { useFormTarget } from './edit/use-form-target.ts';

export type { ScreenProps } from '../list-kit/screen-island.tsx';

/**
 * Any list screen: the shared table over `listStore(spec.list)`, with add / edit / delete through
 * the schema-driven form dialog. The page passes the spec of the screen definition; nothing here is per screen.
 * Add, edit, delete (one or the selected rows) and the toggles are there only for a role that may use them.
 */
function ListScreenBody({ spec, title }: { spec: ListScreenSpec; title: string }) {
  const data = useListData(spec);
  const [target, setTarget] = useFormTarget(spec.list);
  return (
    <>
      <DataTable
        spec={spec}
        title={title}
        rows={data.rows}
        loading={data.loading}
        error={data.error}
        onRetry={data.load}
        {...(data.may.create ? { onAdd: () => setTarget({ row: null }) } : {})}
        {...(data.may.update ? { onEdit: (row: Row) => setTarget({ row }), onToggle: data.toggle } : {})}
        {...(data.may.delete ? { onDelete: data.remove } : {})}
        {...(data.server ? { server: data.server } : {})}
      />
      <FormDialog
        spec={spec}
        target={target}
        defaults={data.defaults}
        onClose={() => setTarget(null)}
        onSave={data.save}
        {...(data.may.delete ? { onDelete: data.removeRow } : {})}
        onLoad={data.loadRow}
        onPropose={data.propose}
      />
    </>
  );
}

export default screenIsland(ListScreenBody);
