import { useState } from 'react';
import { RowConflict } from '../../../stores/conflict.ts';
import type { EditQuestion } from '../edit/EditConfirms.tsx';

type Row = Record<string, unknown> & { id: number };

interface DialogDeleteOptions {
  /** The version the form edits (null for a new record: nothing to delete). */
  base: Row | null;
  onDelete: ((row: Row) => Promise<void>) | undefined;
  /** The row changed since it was read: the form moves onto the version there is now. */
  rebase(row: Row): void;
  ask(question: EditQuestion): void;
  onDeleted(): void;
  onError(error: unknown): void;
}

/** Deleting the dialog's record at its version; a change since it was read asks again, naming that. */
export function useDialogDelete({ base, onDelete, rebase, ask, onDeleted, onError }: DialogDeleteOptions) {
  const [deleting, setDeleting] = useState(false);
  const remove = async () => {
    if (!base || !onDelete) return;
    setDeleting(true);
    try {
      await onDelete(base);
      ask(null);
      onDeleted();
    } catch (error) {
      if (error instanceof RowConflict) {
        rebase(error.current as Row);
        ask('changed');
      } else {
        ask(null);
        onError(error);
      }
    } finally {
      setDeleting(false);
    }
  };
  return { deleting, remove };
}
