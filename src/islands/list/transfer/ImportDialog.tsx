import { X } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { translateError } from '../../../api/errors.ts';
import { useTranslation } from '../../../i18n/react.tsx';
import type { ListName } from '../../../resources/index.ts';
import type { ListScreenSpec } from '../../../screens/list-spec.ts';
import { cancelImport, followJob, jobEnded, queueImport, type Job } from '../../../stores/transfer.ts';
import {
  autoColumns,
  fieldLabels,
  FileRefused,
  importableFields,
  mappingOf,
  previewRows,
  readImportFile,
  type ImportFile,
} from './import-file.ts';
import { ColumnsStep, FileStep, PreviewStep, Problem, PRIMARY, StepFooter } from './ImportSteps.tsx';
import { JobStep } from './ImportJob.tsx';

export interface ImportDialogProps {
  spec: ListScreenSpec;
  onClose(): void;
}

type Step = 'file' | 'columns' | 'preview' | 'job';
const STEPS: readonly Step[] = ['file', 'columns', 'preview', 'job'];

type T = ReturnType<typeof useTranslation>['t'];

function fileProblem(error: unknown, t: T): string {
  if (!(error instanceof FileRefused)) return translateError(error, t);
  return t(`transfer.import.problem.${error.problem}`, { detail: error.detail });
}

/** The file read and its columns: kept while the dialog is open, also after a failed upload. */
function useImportFile(list: ListName, t: T) {
  const [file, setFile] = useState<File | null>(null);
  const [read, setRead] = useState<ImportFile | null>(null);
  const [columns, setColumns] = useState<string[]>([]);
  const [reading, setReading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const choose = async (chosen: File): Promise<boolean> => {
    setReading(true);
    setProblem(null);
    try {
      const [content, labels] = await Promise.all([readImportFile(chosen), fieldLabels()]);
      setFile(chosen);
      setRead(content);
      setColumns(autoColumns(list, content.headers, labels));
      return true;
    } catch (error) {
      setProblem(fileProblem(error, t));
      return false;
    } finally {
      setReading(false);
    }
  };
  const setColumn = (index: number, field: string) => setColumns((now) => now.map((f, i) => (i === index ? field : f)));
  return { file, read, columns, reading, problem, choose, setColumn };
}

/** The job once queued: followed to its end; cancel asks the backend (the bar stops at the chunk it was on). */
function useImportJob(list: ListName, t: T) {
  const [job, setJob] = useState<Job | null>(null);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const following = useRef<AbortController | null>(null);
  useEffect(() => () => following.current?.abort(), []);
  const start = async (file: File, read: ImportFile, mapping: Record<string, string>): Promise<boolean> => {
    setSending(true);
    setProblem(null);
    try {
      const id = await queueImport(list, file, read.format, mapping);
      setJob({ id, kind: 'import', status: 'queued', progress: 0 });
      const controller = (following.current = new AbortController());
      followJob(id, setJob, controller.signal).catch(() => undefined);
      return true;
    } catch (error) {
      setProblem(translateError(error, t));
      return false;
    } finally {
      setSending(false);
    }
  };
  const cancel = async () => {
    if (!job) return;
    try {
      setJob(await cancelImport(job.id));
    } catch (error) {
      setProblem(translateError(error, t));
    }
  };
  return { job, sending, problem, start, cancel };
}

/**
 * The import of a file into a list, in steps: the file (CSV, up to 50 MB), its columns matched to the list's fields
 * (by header, in any of the nine languages, each changeable), a preview of the first rows checked by the list's schema,
 * then the job with its progress and cancel, and its report. Loaded on the first click of Import.
 */
export function ImportDialog({ spec, onClose }: ImportDialogProps) {
  const { t } = useTranslation();
  const list = spec.list as ListName;
  const [step, setStep] = useState<Step>('file');
  const source = useImportFile(list, t);
  const run = useImportJob(list, t);
  const label = (field: string) => t(`fields.${spec.entity}.${field}`, { defaultValue: field });
  const fields = useMemo(() => importableFields(list), [list]);
  const preview = useMemo(
    () => (step === 'preview' && source.read ? previewRows(list, source.read, source.columns) : []),
    [step, list, source.read, source.columns],
  );
  const heading = useRef<HTMLParagraphElement>(null);
  const first = useRef(true);
  useEffect(() => {
    // Each new step says where the dialog is: the focus goes to its name (the first is the dialog's own).
    if (first.current) first.current = false;
    else heading.current?.focus();
  }, [step]);
  const ended = run.job ? jobEnded(run.job) : false;
  const mapped = source.columns.some(Boolean);
  const running = step === 'job' && !ended;
  return (
    <ModalOverlay
      isOpen
      onOpenChange={(open) => !open && onClose()}
      isDismissable={!running}
      className="fixed inset-0 z-40 grid place-items-center overflow-y-auto bg-black/40 p-2 sm:p-4"
    >
      <Modal className="w-full max-w-3xl min-w-0 rounded-xl border border-line bg-surface text-ink shadow-xl">
        <Dialog className="outline-none" data-import-dialog data-step={step}>
          <div className="flex items-center justify-between gap-4 border-b border-line px-4 py-4 sm:px-6">
            <div className="min-w-0">
              <Heading slot="title" className="text-lg font-semibold break-words">
                {t('transfer.import.title')}
              </Heading>
              <p ref={heading} tabIndex={-1} className="text-sm text-muted outline-none" data-step-name>
                {t('transfer.import.stepOf', { n: STEPS.indexOf(step) + 1, total: STEPS.length, name: t(`transfer.import.step.${step}`) })}
              </p>
            </div>
            <Button onPress={onClose} aria-label={t('form.close')} className="shrink-0 rounded-md p-1.5 text-muted hover:bg-surface-2">
              <X className="size-4" aria-hidden="true" />
            </Button>
          </div>
          {step === 'file' && (
            <>
              <FileStep
                fileName={source.file?.name}
                reading={source.reading}
                problem={source.problem}
                onFile={(file) => void source.choose(file).then((ok) => ok && setStep('columns'))}
              />
              <StepFooter>
                <button type="button" className={PRIMARY} disabled={!source.read} onClick={() => setStep('columns')}>
                  {t('transfer.next')}
                </button>
              </StepFooter>
            </>
          )}
          {step === 'columns' && source.read && (
            <>
              <ColumnsStep file={source.read} columns={source.columns} fields={fields} label={label} onChange={source.setColumn} />
              <StepFooter onBack={() => setStep('file')}>
                <button type="button" className={PRIMARY} disabled={!mapped} onClick={() => setStep('preview')}>
                  {t('transfer.next')}
                </button>
              </StepFooter>
            </>
          )}
          {step === 'preview' && source.read && source.file && (
            <>
              <PreviewStep file={source.read} columns={source.columns} rows={preview} label={label} />
              {run.problem && (
                <div className="px-4 pb-4 sm:px-6">
                  <Problem>{run.problem}</Problem>
                </div>
              )}
              <StepFooter onBack={() => setStep('columns')}>
                <button
                  type="button"
                  className={PRIMARY}
                  disabled={run.sending}
                  data-import-start
                  onClick={() => {
                    const { file, read, columns } = source;
                    if (file && read) void run.start(file, read, mappingOf(read.headers, columns)).then((ok) => ok && setStep('job'));
                  }}
                >
                  {run.sending ? t('transfer.import.sending') : t('transfer.import.start', { count: source.read.records.length })}
                </button>
              </StepFooter>
            </>
          )}
          {step === 'job' && run.job && (
            <>
              <JobStep job={run.job} ended={ended} />
              {run.problem && (
                <div className="px-4 pb-4 sm:px-6">
                  <Problem>{run.problem}</Problem>
                </div>
              )}
              <StepFooter>
                {ended ? (
                  <button type="button" className={PRIMARY} onClick={onClose}>
                    {t('form.close')}
                  </button>
                ) : (
                  <button
                    type="button"
                    data-import-cancel
                    className="rounded-lg border border-line px-4 py-2 text-sm font-medium hover:bg-surface-2"
                    onClick={() => void run.cancel()}
                  >
                    {t('transfer.job.cancel')}
                  </button>
                )}
              </StepFooter>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
