import { Download, FileText, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { translateError } from '../../api/errors.ts';
import { INTL_TAGS } from '../../i18n/locales.ts';
import { useLocale, useTranslation } from '../../i18n/react.tsx';
import { isChatImage } from '../../schemas/chat-files.ts';
import { chatStore, type OutboxFile } from '../../stores/screens/chat.ts';
import { notify } from '../../stores/notify.ts';

/** What a bubble or the files' list knows of a file. */
interface FileRef {
  id: number;
  name: string;
  type: string;
  size: number;
}

/**
 * A size as the page's language writes it: "512 bytes", "48 kB", "2.4 MB" (units of 1,000 bytes, as file managers
 * show). Bytes are written out: their short form is "byte" in English, whatever the count.
 */
export function useFileSize(): (bytes: number) => string {
  const tag = INTL_TAGS[useLocale()];
  return (bytes) => {
    const [value, unit] = bytes < 1000 ? [bytes, 'byte'] : bytes < 1_000_000 ? [bytes / 1000, 'kilobyte'] : [bytes / 1_000_000, 'megabyte'];
    return new Intl.NumberFormat(tag, {
      style: 'unit',
      unit,
      unitDisplay: unit === 'byte' ? 'long' : 'short',
      maximumFractionDigits: value < 10 ? 1 : 0,
    }).format(value);
  };
}

/** Saves a file: its bytes read with the bearer (there is no url a link could name), then handed to the browser. */
export async function downloadFile(conversationId: number, file: FileRef): Promise<void> {
  const blob = await chatStore.fileBytes(conversationId, file.id);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the bytes once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/** An image of a conversation, read through the store (with the bearer), shown from its object URL. */
function StoredImage({ conversationId, file, className }: { conversationId: number; file: FileRef; className: string }) {
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    chatStore.fileUrl(conversationId, file.id).then(
      (next) => live && setUrl(next),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [conversationId, file.id]);
  if (failed) return <FileText aria-hidden="true" className="size-6 text-muted" />;
  return url ? <img src={url} alt={file.name} className={className} /> : <span className="block size-full animate-pulse bg-surface-2" />;
}

/** The full-size image, in a dialog (Escape or the button closes it). */
function ImageViewer({ conversationId, file, onClose }: { conversationId: number; file: FileRef; onClose(): void }) {
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

/** A file that is no image: its name and size, and a button that downloads it. */
export function FileChip({ conversationId, file, tone = '' }: { conversationId: number; file: FileRef; tone?: string }) {
  const { t } = useTranslation();
  const size = useFileSize();
  return (
    <button
      type="button"
      onClick={() => void downloadFile(conversationId, file).catch((error: unknown) => notify.error(translateError(error, t)))}
      aria-label={t('chat.download', { name: file.name })}
      className={`flex max-w-64 items-center gap-2 rounded-xl border border-line bg-surface px-3 py-2 text-start text-sm text-ink hover:bg-surface-2 ${tone}`}
    >
      <FileText aria-hidden="true" className="size-5 shrink-0 text-muted" />
      <span className="grid min-w-0">
        <bdi className="truncate font-medium">{file.name}</bdi>
        <span className="text-xs text-muted">{size(file.size)}</span>
      </span>
      <Download aria-hidden="true" className="size-4 shrink-0 text-muted" />
    </button>
  );
}

/** A message's files: images as thumbnails (a click opens the full size), the others as chips to download. */
export function MessageFiles({ conversationId, files, mine }: { conversationId: number; files: readonly FileRef[]; mine: boolean }) {
  const { t } = useTranslation();
  const [viewing, setViewing] = useState<FileRef | null>(null);
  if (!files.length) return null;
  return (
    <ul className={`flex max-w-full flex-wrap gap-1.5 ${mine ? 'justify-end' : 'justify-start'}`} aria-label={t('chat.files')}>
      {files.map((file) => (
        <li key={file.id} className="max-w-full">
          {isChatImage(file.type) ? (
            <button
              type="button"
              onClick={() => setViewing(file)}
              aria-label={t('chat.openImage', { name: file.name })}
              aria-haspopup="dialog"
              // A fixed box: the row keeps its height while the image loads (the list measures each row once drawn).
              className="grid h-40 w-48 max-w-full place-items-center overflow-hidden rounded-xl border border-line bg-surface-2"
            >
              <StoredImage conversationId={conversationId} file={file} className="size-full object-cover" />
            </button>
          ) : (
            <FileChip conversationId={conversationId} file={file} />
          )}
        </li>
      ))}
      {viewing && <ImageViewer conversationId={conversationId} file={viewing} onClose={() => setViewing(null)} />}
    </ul>
  );
}

/** A chosen file's thumbnail from its own bytes (an object URL of the local file, let go when the chip goes). */
function LocalThumb({ blob, name }: { blob: Blob; name: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url ? <img src={url} alt="" title={name} className="size-8 shrink-0 rounded object-cover" /> : null;
}

/** The files chosen in the composer, or carried by a message still in the outbox; with a remove button in the composer. */
export function PendingFiles({ files, onRemove }: { files: readonly OutboxFile[]; onRemove?(key: string): void }) {
  const { t } = useTranslation();
  const size = useFileSize();
  if (!files.length) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={t('chat.filesToSend', { count: files.length })}>
      {files.map((file) => (
        <li key={file.key} className="flex max-w-60 items-center gap-2 rounded-lg border border-line bg-surface px-2 py-1 text-xs text-ink">
          {file.blob && isChatImage(file.type) ? (
            <LocalThumb blob={file.blob} name={file.name} />
          ) : (
            <FileText aria-hidden="true" className="size-4 shrink-0 text-muted" />
          )}
          <span className="grid min-w-0">
            <bdi className="truncate">{file.name}</bdi>
            <span className="text-muted">{size(file.size)}</span>
          </span>
          {onRemove && (
            <button
              type="button"
              onClick={() => onRemove(file.key)}
              aria-label={t('chat.removeFile', { name: file.name })}
              className="grid size-6 shrink-0 place-items-center rounded hover:bg-surface-2"
            >
              <X aria-hidden="true" className="size-3.5" />
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
