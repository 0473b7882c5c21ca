import { Download, FileText, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { translateError } from '../../api/errors.ts';
import { INTL_TAGS } from '../../i18n/locales.ts';
import { useLocale, useTranslation } from '../../i18n/react.tsx';
import { isChatImage } from '../../schemas/screens/chat-files.ts';
import type { OutboxFile } from '../../stores/screens/chat.ts';
import { notify } from '../../stores/notify.ts';
import { downloadFile, StoredImage, type FileRef } from './stored-file.tsx';

const ImageViewer = lazy(() => import('./ImageViewer.tsx').then((m) => ({ default: m.ImageViewer })));

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
      {viewing && (
        <Suspense fallback={null}>
          <ImageViewer conversationId={conversationId} file={viewing} onClose={() => setViewing(null)} />
        </Suspense>
      )}
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
