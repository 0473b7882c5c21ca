import { useTranslation } from '../../../i18n/react.tsx';
import { preloadConfirmDialog } from '../../shared/ConfirmDialog.tsx';
import { Trash2 } from 'lucide-react';

/** The add/edit dialogs' last row: Delete (when editing) at the start, Cancel and Save at the end. */
export function DialogFooter({ onDelete, onCancel, saving }: { onDelete?: (() => void) | undefined; onCancel(): void; saving: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-2 border-t border-line px-6 py-4">
      {onDelete && (
        <button
          type="button"
          onClick={onDelete}
          onPointerEnter={preloadConfirmDialog}
          onFocus={preloadConfirmDialog}
          className="inline-flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium text-danger hover:bg-danger-soft"
        >
          <Trash2 className="size-4" aria-hidden="true" />
          {t('table.delete')}
        </button>
      )}
      <span className="ms-auto" />
      <button type="button" onClick={onCancel} className="rounded-lg border border-line px-4 py-2 text-sm font-medium hover:bg-surface-2">
        {t('table.cancel')}
      </button>
      <button
        type="submit"
        disabled={saving}
        className="rounded-lg bg-primary px-4 py-2 text-sm font-medium text-on-primary hover:bg-primary-strong disabled:opacity-60"
      >
        {saving ? t('form.saving') : t('form.save')}
      </button>
    </div>
  );
}
