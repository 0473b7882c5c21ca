import { useEffect, useRef, useState, type DragEvent } from 'react';
import { translateError } from '../../../api/errors.ts';
import { imageSrc } from '../../../api/image-src.ts';
import { useTranslation } from '../../../i18n/react.tsx';
import { checkImageFile, MAX_UPLOAD_MB, UPLOAD_ACCEPT } from '../../../schemas/uploads.ts';
import { uploadImage } from '../../../stores/uploads.ts';
import { ImagePicker, type ImagePickerProps } from './ImagePicker.tsx';

/** What the form gives an image field: the picker's props, whose label the field names itself. */
type ImageFieldProps = Omit<ImagePickerProps, 'labelledBy'>;

/** The uploader of the field: the file being sent (for its preview), and what went wrong last. */
interface UploadState {
  busy: boolean;
  /** A local preview (`blob:`) of the file being sent. */
  preview: string | undefined;
  error: string | undefined;
}

const IDLE: UploadState = { busy: false, preview: undefined, error: undefined };

/**
 * Checks a chosen file, sends it, and sets the field to the url the backend answers. A file refused here or by the
 * backend leaves the field (and the rest of the form) as it was, with a message saying why.
 */
function useImageUpload(onChange: (value: string) => void) {
  const { t } = useTranslation();
  const [state, setState] = useState<UploadState>(IDLE);
  const running = useRef<AbortController | undefined>(undefined);
  useEffect(() => () => running.current?.abort(), []);
  useEffect(() => {
    const preview = state.preview;
    return () => {
      if (preview) URL.revokeObjectURL(preview);
    };
  }, [state.preview]);

  async function send(file: File) {
    const problem = checkImageFile(file);
    if (problem) {
      setState({ ...IDLE, error: problem === 'type' ? t('form.errors.fileType') : t('form.errors.fileTooLarge', { max: MAX_UPLOAD_MB }) });
      return;
    }
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setState({ busy: true, preview: URL.createObjectURL(file), error: undefined });
    try {
      const url = await uploadImage(file, controller.signal);
      if (controller.signal.aborted) return;
      onChange(url);
      setState(IDLE);
    } catch (error) {
      if (!controller.signal.aborted) setState({ ...IDLE, error: translateError(error, t) });
    }
  }
  return { state, send };
}

/**
 * An image field: the chosen image's preview, a zone to drop an image on or a button to choose a file (PNG, JPEG,
 * WebP or GIF up to the backend's limit; sent at once, the field then holds its url), and the pictures shipped with
 * the template as the second way, behind "Choose from samples".
 */
export function ImageField({ id, name, set, value, round, invalid, describedBy, onChange }: ImageFieldProps) {
  const { t } = useTranslation();
  const { state, send } = useImageUpload(onChange);
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [samples, setSamples] = useState(false);
  const shape = round ? 'rounded-full' : 'rounded-lg';
  const shown = state.preview ?? (value ? imageSrc(value) : undefined);
  const errorId = `${id}-upload-error`;
  const described = [`${id}-hint`, state.error ? errorId : undefined, describedBy].filter(Boolean).join(' ');

  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) void send(file);
  };

  return (
    <div className="space-y-2">
      <div className="flex items-center gap-3">
        {shown ? (
          <img
            src={shown}
            alt={t('form.image.preview')}
            width={64}
            height={64}
            className={`size-16 shrink-0 bg-surface-2 object-cover ${shape}`}
          />
        ) : (
          <span
            className={`grid size-16 shrink-0 place-items-center bg-surface-2 p-1 text-center text-[10px] leading-tight text-muted ${shape}`}
          >
            {t('form.image.none')}
          </span>
        )}
        <div
          data-testid={`${id}-drop`}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={drop}
          aria-busy={state.busy || undefined}
          className={`min-w-0 flex-1 rounded-lg border-2 border-dashed px-3 py-2 text-sm text-ink ${
            dragging ? 'border-primary bg-primary/5' : invalid || state.error ? 'border-danger' : 'border-line'
          }`}
        >
          <p>
            {t('form.image.drop')}{' '}
            <button
              type="button"
              id={id}
              aria-labelledby={`${id}-label ${id}`}
              aria-describedby={described}
              disabled={state.busy}
              onClick={() => input.current?.click()}
              className="font-medium text-primary underline underline-offset-2 disabled:opacity-60"
            >
              {t('form.image.choose')}
            </button>
          </p>
          <p id={`${id}-hint`} className="mt-0.5 text-xs text-muted">
            {t('form.image.hint', { max: MAX_UPLOAD_MB })}
          </p>
          <p role="status" className="mt-0.5 text-xs text-muted empty:hidden">
            {state.busy ? t('form.image.uploading') : ''}
          </p>
          <input
            ref={input}
            type="file"
            name={`${name}-file`}
            accept={UPLOAD_ACCEPT}
            className="hidden"
            tabIndex={-1}
            onChange={(event) => {
              const file = event.target.files?.[0];
              // Cleared, so choosing the same file again (after fixing something) sends it again.
              event.target.value = '';
              if (file) void send(file);
            }}
          />
        </div>
      </div>
      {state.error && (
        <p id={errorId} role="alert" className="text-xs text-danger">
          {state.error}
        </p>
      )}
      <button
        type="button"
        aria-expanded={samples}
        aria-controls={`${id}-samples`}
        onClick={() => setSamples((open) => !open)}
        className="text-sm font-medium text-primary underline-offset-2 hover:underline"
      >
        {samples ? t('form.image.hideSamples') : t('form.image.samples')}
      </button>
      {samples && (
        <ImagePicker
          id={`${id}-samples`}
          labelledBy={`${id}-label`}
          name={name}
          set={set}
          value={value}
          round={round}
          invalid={invalid}
          describedBy={describedBy}
          onChange={onChange}
        />
      )}
    </div>
  );
}
