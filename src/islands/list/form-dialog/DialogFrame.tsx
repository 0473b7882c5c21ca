import type { ReactNode, RefObject, FormEvent } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { X } from 'lucide-react';
import { useTranslation } from '../../../i18n/react.tsx';

interface DialogFrameProps {
  open: boolean;
  title: string;
  /** The version of the record the form edits, on the dialog for tests and tools to read. */
  version: number | undefined;
  saving: boolean;
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  /** Esc, a click outside or ×. */
  onRequestClose(): void;
  /** A form of a few fields (the calendar's event) takes a narrower dialog. */
  narrow?: boolean;
  children: ReactNode;
}

/** The modal of the add / edit dialogs (the lists' and the calendar's): overlay, the form, and a header with the title and a close button. */
export function DialogFrame({ open, title, version, saving, formRef, onSubmit, onRequestClose, narrow, children }: DialogFrameProps) {
  const { t } = useTranslation();
  return (
    <ModalOverlay
      isOpen={open}
      onOpenChange={(isOpen) => !isOpen && onRequestClose()}
      isDismissable
      isKeyboardDismissDisabled={saving}
      className="fixed inset-0 z-40 grid place-items-center overflow-y-auto bg-black/40 p-4"
    >
      <Modal className={`w-full ${narrow ? 'max-w-lg' : 'max-w-2xl'} rounded-xl border border-line bg-surface text-ink shadow-xl`}>
        <Dialog className="outline-none" data-version={version}>
          <form ref={formRef} noValidate onSubmit={onSubmit}>
            <div className="flex items-center justify-between gap-4 border-b border-line px-6 py-4">
              <Heading slot="title" className="min-w-0 text-lg font-semibold break-words">
                {title}
              </Heading>
              <Button
                onPress={onRequestClose}
                aria-label={t('form.close')}
                className="shrink-0 rounded-md p-1.5 text-muted hover:bg-surface-2"
              >
                <X className="size-4" aria-hidden="true" />
              </Button>
            </div>
            {children}
          </form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
