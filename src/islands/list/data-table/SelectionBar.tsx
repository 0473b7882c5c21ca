import { ConfirmDialog } from '../../shared/ConfirmDialog.tsx';
import { Trash2 } from 'lucide-react';
import { useDataTableState } from './use-data-table.ts';

/** "Delete N selected": shown while rows are selected in a list that can delete. */
export function BulkDeleteButton() {
  const { props, labels, selection } = useDataTableState();
  if (!props.onDelete || selection.selectedIds.length === 0) return null;
  return (
    <button
      type="button"
      onClick={() => selection.setConfirm(selection.selectedIds)}
      className="inline-flex items-center gap-2 rounded-lg bg-danger-soft px-3 py-2 text-sm font-medium text-danger hover:opacity-90"
    >
      <Trash2 className="size-4" aria-hidden="true" />
      {labels.t('table.deleteSelected', { count: selection.selectedIds.length })}
    </button>
  );
}

/** The confirmation before deleting one row or the selected ones. */
export function DeleteConfirmation() {
  const { labels, selection } = useDataTableState();
  const { t } = labels;
  return (
    <ConfirmDialog
      open={selection.confirm !== null}
      busy={selection.busy}
      message={t('table.confirmDelete', { count: selection.confirm?.length ?? 0 })}
      confirmLabel={t('table.delete')}
      onConfirm={selection.runDelete}
      onCancel={() => selection.setConfirm(null)}
    />
  );
}
