import { Download, X } from 'lucide-react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { translateError } from '../../api/errors.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { notify } from '../../stores/notify.ts';
import { downloadFile, StoredImage, type FileRef } from './stored-file.tsx';

// Loaded when an image is first opened: its dialog (react-aria's Modal and focus scope) is not in the chat's first load.
/** The full-size image, in a dialog (Escape or the button closes it). */
export function ImageViewer({ conversationId, file, onClose }: { conversationId: number; file: FileRef; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <ModalOverlay
      isOpen
      isDismissable
      onOpenChange={(open) => !open && onClose()}
      className="fixed inset-0 z-50 grid place-items-center bg-black/70 p-4"
    >
      <Modal className="max-h-full max-w-full">
        <Dialog className="grid max-h-[calc(100dvh-2rem)] gap-2 outline-none">
          <div className="flex items-center justify-between gap-2 text-white">
            <Heading slot="title" className="min-w-0 truncate text-sm font-medium">
              <bdi>{file.name}</bdi>
            </Heading>
            <span className="flex gap-1">
              <button
                type="button"
                onClick={() => void downloadFile(conversationId, file).catch((error: unknown) => notify.error(translateError(error, t)))}
                aria-label={t('chat.download', { name: file.name })}
                className="grid size-9 place-items-center rounded-lg hover:bg-white/15"
              >
                <Download aria-hidden="true" className="size-5" />
              </button>
              <Button
                onPress={onClose}
                aria-label={t('chat.close')}
                className="grid size-9 place-items-center rounded-lg hover:bg-white/15"
              >
                <X aria-hidden="true" className="size-5" />
              </Button>
            </span>
          </div>
          <StoredImage
            conversationId={conversationId}
            file={file}
            className="max-h-[calc(100dvh-6rem)] max-w-[calc(100vw-2rem)] object-contain"
          />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
