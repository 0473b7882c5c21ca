import { useTranslation } from '../../../i18n/react.tsx';
import { ConfirmDialog } from '../../shared/ConfirmDialog.tsx';

/** Which question an edit dialog asks: delete, delete although someone changed the row since, or discard typed changes. */
export type EditQuestion = 'delete' | 'changed' | 'discard' | null;

interface EditConfirmsProps {
  asking: EditQuestion;
  busy: boolean;
  /** "Are you sure?" of a plain delete. */
  deleteMessage: string;
  onDelete(): void;
  onDiscard(): void;
  onCancel(): void;
}

/** The questions of an edit dialog: the delete confirmation (asked again when the row changed meanwhile) and "Discard changes?". */
export function EditConfirms({ asking, busy, deleteMessage, onDelete, onDiscard, onCancel }: EditConfirmsProps) {
  const { t } = useTranslation();
  const changed = asking === 'changed';
  return (
    <>
      <ConfirmDialog
        open={asking === 'delete' || changed}
        busy={busy}
        message={changed ? t('form.conflict.deleteChanged') : deleteMessage}
        confirmLabel={changed ? t('form.conflict.deleteAnyway') : t('table.delete')}
        onConfirm={onDelete}
        onCancel={onCancel}
      />
      <ConfirmDialog
        open={asking === 'discard'}
        title={t('form.discard.title')}
        message={t('form.discard.message')}
        confirmLabel={t('form.discard.confirm')}
        cancelLabel={t('form.discard.keep')}
        onConfirm={onDiscard}
        onCancel={onCancel}
      />
    </>
  );
}
