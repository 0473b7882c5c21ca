import { Download, LoaderCircle, Upload } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { translateError } from '../../../api/errors.ts';
import { useTranslation } from '../../../i18n/react.tsx';
import type { ListScreenSpec } from '../../../screens/list-spec.ts';
import type { PageRequest } from '../../../stores/list-paging.ts';
import { notify } from '../../../stores/notify.ts';
import { writeNeeds } from '../../../stores/permissions.ts';
import { useDisclosureClose } from '../use-disclosure-close.ts';

// The dialog (the CSV reader, the list's schemas, the steps) loads on the first click: no list page pays for it before.
const ImportDialog = lazy(() => import('./ImportDialog.tsx').then((m) => ({ default: m.ImportDialog })));
// The panel of an export run as a job loads only when an export is answered 202 (more rows than the backend streams).
const ExportJobPanel = lazy(() => import('./ExportJob.tsx').then((m) => ({ default: m.ExportJobPanel })));

const TOOL =
  'inline-flex cursor-pointer items-center gap-2 rounded-lg border border-line bg-surface px-3 py-2 text-sm font-medium text-ink hover:bg-surface-2';

/** "Import": opens the import dialog of the list (a role without `<list>.create` is not offered it). */
export function ImportButton({ spec }: { spec: ListScreenSpec }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        // Loaded ahead as the pointer comes or the focus arrives: the dialog is then there at the click.
        onPointerEnter={() => void import('./ImportDialog.tsx')}
        onFocus={() => void import('./ImportDialog.tsx')}
        data-needs={writeNeeds(spec.list).add}
        className={TOOL}
      >
        <Upload className="size-4" aria-hidden="true" />
        {/* Icon-only on phones, so the tools and Add share one row; the name stays for screen readers. */}
        <span className="sr-only sm:not-sr-only">{t('transfer.import.button')}</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <ImportDialog spec={spec} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

const FORMATS = ['csv', 'xlsx'] as const;

/**
 * "Export": the file of every row of the view on show (its search, sort and filters; every page), as the backend writes
 * it (`GET /app/<list>/export`), so that it imports back. A disclosure of one button per format. Past 100,000 rows the
 * backend writes the file in the background: a panel under the menu follows the job and then offers its download.
 */
export function ExportMenu({ list, request, disabled }: { list: string; request: PageRequest; disabled: boolean }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDetailsElement>(null);
  const [busy, setBusy] = useState(false);
  const [jobId, setJobId] = useState<number | null>(null);
  useDisclosureClose(ref);
  const run = async (format: (typeof FORMATS)[number]) => {
    if (ref.current) ref.current.open = false;
    ref.current?.querySelector('summary')?.focus();
    setBusy(true);
    try {
      const [{ exportView }, { saveFile }] = await Promise.all([import('../../../stores/transfer.ts'), import('./save-file.ts')]);
      const outcome = await exportView(list, request, format);
      if ('jobId' in outcome) setJobId(outcome.jobId);
      else saveFile(outcome.file.blob, outcome.file.fileName);
    } catch (error) {
      notify.error(translateError(error, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    // The job's panel sits beside the menu, not in it: a closed disclosure hides what it holds.
    <div className="relative">
      <details ref={ref} className="relative" data-export-menu>
        <summary
          className={`${TOOL} list-none [&::-webkit-details-marker]:hidden ${disabled || busy ? 'pointer-events-none opacity-50' : ''}`}
          aria-disabled={disabled || busy || undefined}
          onClick={(e) => (disabled || busy) && e.preventDefault()}
        >
          {busy ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : <Download className="size-4" aria-hidden="true" />}
          <span className="sr-only sm:not-sr-only">{busy ? t('transfer.export.busy') : t('transfer.export.button')}</span>
        </summary>
        <div className="absolute end-0 z-20 mt-1 min-w-44 rounded-lg border border-line bg-surface p-1 text-ink shadow-lg">
          {FORMATS.map((format) => (
            <button
              key={format}
              type="button"
              onClick={() => void run(format)}
              className="block w-full rounded-md px-3 py-2 text-start text-sm hover:bg-surface-2"
            >
              {t(`transfer.export.${format}`)}
            </button>
          ))}
        </div>
      </details>
      {jobId !== null && (
        <Suspense fallback={null}>
          <ExportJobPanel key={jobId} jobId={jobId} onClose={() => setJobId(null)} />
        </Suspense>
      )}
    </div>
  );
}
