import { FileUp, TriangleAlert } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { cellIssueMessage } from '../../../contract/import-failure.ts';
import { useTranslation } from '../../../i18n/react.tsx';
import { XLSX_TYPE } from '../../../contract/jobs.ts';
import { duplicateFields, type ImportFile, type PreviewRow } from './import-file.ts';

type T = ReturnType<typeof useTranslation>['t'];

const BUTTON = 'rounded-lg border border-line px-4 py-2 text-sm font-medium hover:bg-surface-2 disabled:opacity-60';
export const PRIMARY = 'rounded-lg bg-primary px-4 py-2 text-sm font-medium text-on-primary hover:bg-primary-strong disabled:opacity-60';

/** A step's last row: Back at the start (when there is one), then the step's own buttons at the end. */
export function StepFooter({ onBack, children }: { onBack?: (() => void) | undefined; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-2 border-t border-line px-4 py-4 sm:px-6">
      {onBack && (
        <button type="button" onClick={onBack} className={BUTTON}>
          {t('transfer.back')}
        </button>
      )}
      <span className="ms-auto" />
      {children}
    </div>
  );
}

/** A message in the dialog: an alert (announced) for a problem. */
export function Problem({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="flex items-start gap-2 rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger" data-import-problem>
      <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{children}</span>
    </p>
  );
}

/** Step 1: the file, chosen with the system's picker (the whole box is its label) or dropped on the box. */
export function FileStep({
  fileName,
  reading,
  problem,
  onFile,
}: {
  fileName: string | undefined;
  reading: boolean;
  problem: string | null;
  onFile(file: File): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="space-y-4 px-4 py-5 sm:px-6">
      <label
        htmlFor={id}
        onDragOver={(e) => e.preventDefault()}
        onDrop={(e) => {
          e.preventDefault();
          const file = e.dataTransfer.files[0];
          if (file) onFile(file);
        }}
        className="flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed border-line px-4 py-8 text-center hover:bg-surface-2 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary"
      >
        <FileUp className="size-8 text-muted" aria-hidden="true" />
        <span className="font-medium">{t('transfer.import.choose')}</span>
        <span className="text-sm text-muted">{t('transfer.import.chooseHint')}</span>
        {fileName && <bdi className="text-sm font-medium break-all">{fileName}</bdi>}
        <input
          id={id}
          type="file"
          accept={`.csv,text/csv,.xlsx,${XLSX_TYPE}`}
          className="sr-only"
          data-import-file
          disabled={reading}
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) onFile(file);
            // The same file chosen again (after a fix on disk) is read again.
            e.target.value = '';
          }}
        />
      </label>
      {reading && (
        <p role="status" className="text-sm text-muted">
          {t('transfer.import.reading')}
        </p>
      )}
      {problem && <Problem>{problem}</Problem>}
    </div>
  );
}

/** Step 2: each column of the file with the field it is read as (a select: any field, or not imported). */
export function ColumnsStep({
  file,
  columns,
  fields,
  label,
  onChange,
}: {
  file: ImportFile;
  columns: readonly string[];
  fields: readonly string[];
  label(field: string): string;
  onChange(index: number, field: string): void;
}) {
  const { t } = useTranslation();
  const twice = duplicateFields(columns);
  const used = columns.filter(Boolean).length;
  const sample = file.records[0] ?? [];
  return (
    <div className="space-y-3 px-4 py-5 sm:px-6">
      <p className="text-sm text-muted">{t('transfer.import.columnsHint', { count: file.headers.length, matched: used })}</p>
      <ul className="divide-y divide-line rounded-lg border border-line" data-import-columns>
        {file.headers.map((header, i) => (
          <li key={i} className="grid gap-2 px-3 py-2 sm:grid-cols-2 sm:items-center">
            <div className="min-w-0">
              <label htmlFor={`import-column-${i}`} className="block truncate font-medium">
                <bdi>{header || t('transfer.import.unnamed', { n: i + 1 })}</bdi>
              </label>
              {sample[i] && (
                <span className="block truncate text-xs text-muted">
                  <bdi>{sample[i]}</bdi>
                </span>
              )}
            </div>
            <select
              id={`import-column-${i}`}
              value={columns[i] ?? ''}
              onChange={(e) => onChange(i, e.target.value)}
              aria-invalid={twice.has(columns[i] ?? '') || undefined}
              className="w-full min-w-0 rounded-lg border border-line bg-surface px-3 py-2 text-sm text-ink aria-invalid:border-danger"
            >
              <option value="">{t('transfer.import.skip')}</option>
              {fields.map((field) => (
                <option key={field} value={field}>
                  {label(field)}
                </option>
              ))}
            </select>
          </li>
        ))}
      </ul>
      {twice.size > 0 && <Problem>{t('transfer.import.twice', { fields: [...twice].map(label).join(', ') })}</Problem>}
      {used === 0 && <Problem>{t('transfer.import.noColumns')}</Problem>}
    </div>
  );
}

function rowProblem(row: PreviewRow, t: T, label: (field: string) => string): string | null {
  if (row.rowIssues.length === 0) return null;
  const fields = [...new Set(row.rowIssues.map((issue) => label(String(issue.path[0] ?? ''))))];
  return t('transfer.import.missing', { fields: fields.join(', ') });
}

/** Step 3: the first rows as they will be read, each cell the list's schema refuses marked with its message. */
export function PreviewStep({
  file,
  columns,
  rows,
  label,
}: {
  file: ImportFile;
  columns: readonly string[];
  rows: readonly PreviewRow[];
  label(field: string): string;
}) {
  const { t } = useTranslation();
  const shown = columns.map((field, i) => ({ field, i })).filter((c) => c.field);
  const bad = rows.filter((row) => row.cellIssues.size > 0 || row.rowIssues.length > 0).length;
  return (
    <div className="space-y-3 px-4 py-5 sm:px-6">
      <p className="text-sm text-muted">{t('transfer.import.previewHint', { count: file.records.length, shown: rows.length })}</p>
      {bad > 0 && (
        <p className="text-sm text-danger" data-preview-errors={bad}>
          {t('transfer.import.previewErrors', { count: bad })}
        </p>
      )}
      <div
        role="region"
        className="max-h-[50vh] overflow-auto rounded-lg border border-line"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region takes focus so a keyboard can scroll rows wider than a phone
        tabIndex={0}
        aria-label={t('transfer.import.preview')}
      >
        <table className="w-full text-sm" data-import-preview>
          <thead className="sticky top-0 bg-surface-2 text-start text-xs text-muted">
            <tr>
              <th scope="col" className="px-2 py-2 text-start">
                #
              </th>
              {shown.map(({ field, i }) => (
                <th key={i} scope="col" className="px-2 py-2 text-start whitespace-nowrap">
                  {label(field)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {rows.map((row) => {
              const problem = rowProblem(row, t, label);
              return (
                <tr key={row.rowNumber} data-invalid={problem !== null || row.cellIssues.size > 0 || undefined}>
                  <th scope="row" className="px-2 py-1.5 align-top font-normal text-muted tabular-nums">
                    {row.rowNumber}
                    {problem && <span className="block text-xs whitespace-nowrap text-danger">{problem}</span>}
                  </th>
                  {shown.map(({ field, i }) => {
                    const issue = row.cellIssues.get(i);
                    return (
                      <td
                        key={i}
                        className={`px-2 py-1.5 align-top ${issue ? 'bg-danger-soft' : ''}`}
                        data-cell-error={issue ? field : undefined}
                      >
                        <bdi className="block max-w-48 truncate">{row.cells[i]}</bdi>
                        {issue && <span className="block text-xs text-danger">{cellIssueMessage(issue, row.cells[i], t, label)}</span>}
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
