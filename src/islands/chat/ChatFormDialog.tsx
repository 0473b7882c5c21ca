import type { FormEvent, ReactNode } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';

interface FrameProps {
  title: string;
  /** The refusal or the missing choice, said above the buttons (what was picked and typed stays). */
  error: string;
  busy: boolean;
  closeLabel: string;
  /** The submit button's words; none for a dialog that only shows. */
  submitLabel?: string;
  onSubmit?(): void;
  onClose(): void;
  children: ReactNode;
}

/** The chat's dialogs: a modal form with a title, its fields, an error line, and close / submit buttons. */
export function ChatFormDialog({ title, error, busy, closeLabel, submitLabel, onSubmit, onClose, children }: FrameProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit?.();
  };
  return (
    <ModalOverlay
      isOpen
      onOpenChange={(open) => !open && onClose()}
      isDismissable
      className="fixed inset-0 z-40 grid place-items-center bg-black/40 p-4"
    >
      <Modal className="w-full max-w-md rounded-xl border border-line bg-surface text-ink shadow-xl">
        <Dialog className="outline-none">
          <form noValidate onSubmit={submit} className="grid gap-4 p-6">
            <Heading slot="title" className="text-lg font-semibold">
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
                {closeLabel}
              </Button>
              {submitLabel && (
                <button
                  type="submit"
                  disabled={busy}
                  className="rounded-lg bg-primary px-4 py-2 text-sm font-medium text-on-primary disabled:opacity-60"
                >
                  {submitLabel}
                </button>
              )}
            </div>
          </form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
