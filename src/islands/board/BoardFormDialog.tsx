import type { FormEvent, ReactNode } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from '../../i18n/react.tsx';

/** The text field of the board's dialogs. */
export const DIALOG_FIELD = 'h-10 w-full rounded-lg border border-line bg-surface px-3 text-sm text-ink';

/**
 * The frame of the board's small dialogs (a column's, a board's): a title, the fields, the failure's words and
 * Cancel beside the submit button, red when it deletes. Closing (Esc, a click outside, Cancel) calls `onClose`.
 */
export function BoardFormDialog({
  title,
  danger,
  busy,
  blocked = false,
  error,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  /** The submit button deletes: "Delete" in red, else "Save". */
  danger: boolean;
  busy: boolean;
  /** The submit button is off for another reason than a request under way. */
  blocked?: boolean;
  error: string;
  onSubmit(event: FormEvent): void;
  onClose(): void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <ModalOverlay
      isOpen
      onOpenChange={(open) => !open && onClose()}
      isDismissable
      className="fixed inset-0 z-40 grid place-items-center bg-black/40 p-4"
    >
      <Modal className="w-full max-w-md rounded-xl border border-line bg-surface text-ink shadow-xl">
        <Dialog className="outline-none">
          <form noValidate onSubmit={onSubmit} className="grid gap-4 p-6">
            <Heading slot="title" className="text-lg font-semibold break-words">
              {title}
            </Heading>
            {children}
            {error && (
              <p role="alert" className="text-sm text-danger">
                {error}
              </p>
            )}
            <div className="flex justify-end gap-2">
              <Button onPress={onClose} className="rounded-lg px-4 py-2 text-sm hover:bg-surface-2">
                {t('board.cancel')}
              </Button>
              <button
                type="submit"
                disabled={busy || blocked}
                className={`rounded-lg px-4 py-2 text-sm font-medium text-on-primary disabled:opacity-60 ${danger ? 'bg-danger' : 'bg-primary'}`}
              >
                {danger ? t('board.delete') : t('board.save')}
              </button>
            </div>
          </form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
