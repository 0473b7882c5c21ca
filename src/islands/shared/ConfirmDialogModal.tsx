import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from '../../i18n/react.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  message: string;
  confirmLabel: string;
  /** Defaults to "Are you sure?" and "Cancel" of the table namespace. */
  title?: string;
  cancelLabel?: string;
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/**
 * "Are you sure?" before anything destructive. React Aria gives the focus trap, Escape and focus return.
 * Loaded through ConfirmDialog.tsx on first open; import that, not this.
 */
export function ConfirmDialogModal({
  open,
  message,
  confirmLabel,
  title,
  cancelLabel,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <ModalOverlay
      isOpen={open}
      onOpenChange={(isOpen) => !isOpen && onCancel()}
      isDismissable
      className="fixed inset-0 z-50 grid place-items-center bg-black/40 p-4"
    >
      <Modal className="w-full max-w-sm rounded-xl border border-line bg-surface p-6 text-ink shadow-xl">
        <Dialog role="alertdialog" className="outline-none">
          <Heading slot="title" className="text-lg font-semibold">
            {title ?? t('table.confirmTitle')}
          </Heading>
          <p className="mt-2 text-sm text-muted">{message}</p>
          <div className="mt-6 flex justify-end gap-2">
            {/* eslint-disable-next-line jsx-a11y/no-autofocus -- focus starts on the safe choice, Cancel, when the dialog opens */}
            <Button onPress={onCancel} className="rounded-lg border border-line px-4 py-2 text-sm font-medium hover:bg-surface-2" autoFocus>
              {cancelLabel ?? t('table.cancel')}
            </Button>
            <Button
              onPress={onConfirm}
              isDisabled={busy}
              className="rounded-lg bg-danger px-4 py-2 text-sm font-medium text-surface hover:opacity-90 disabled:opacity-60"
            >
              {confirmLabel}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
