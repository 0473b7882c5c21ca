import { useState } from 'react';
import { ArrowLeft, ArrowRight, FileQuestion, Pencil, TriangleAlert } from 'lucide-react';
import { translateError } from '../../api/errors.ts';
import { I18nIsland, useLocale, type I18nProps } from '../../i18n/react.tsx';
import { dirOf } from '../../i18n/locales.ts';
import type { RecordPageSpec } from '../../screens/record-page.ts';
import type { ScreenPermission } from '../../stores/permissions.ts';
import { deleteRecord, saveRecord, type RecordRow } from '../../stores/record.ts';
import { PermissionGate, useCan } from '../shared/Permitted.tsx';
import { LazyFormDialog as FormDialog } from '../list/LazyFormDialog.tsx';
import type { Row } from '../list/data-table/DataTable.tsx';
import { RecordHistory } from '../list/form-dialog/RecordHistory.tsx';
import { useListLabels } from '../list/list-labels.ts';
import { FieldList } from './FieldList.tsx';
import { IncomingList } from './IncomingList.tsx';
import { useRecord } from './use-record.ts';
import { Section } from './Section.tsx';

const CARD = 'rounded-xl border border-line bg-surface shadow-[var(--shadow)]';

/** The panel of a record that cannot be shown: not found (or not the caller's), or a failed read with a retry. */
function Problem({
  page,
  kind,
  error,
  onRetry,
}: {
  page: RecordPageSpec;
  kind: 'notFound' | 'error';
  error?: unknown;
  onRetry?: () => void;
}) {
  const { t } = useListLabels(page.spec);
  const Icon = kind === 'notFound' ? FileQuestion : TriangleAlert;
  return (
    <section
      role="alert"
      data-status={kind === 'notFound' ? '404' : 'error'}
      className={`${CARD} flex flex-col items-center gap-3 px-6 py-14 text-center`}
    >
      <span aria-hidden="true" className="grid size-14 place-items-center rounded-full bg-danger-soft text-danger">
        <Icon className="size-7" />
      </span>
      <h2 className="text-xl font-semibold text-ink">{t(kind === 'notFound' ? 'record.notFoundTitle' : 'record.errorTitle')}</h2>
      <p className="max-w-md text-sm text-muted">{kind === 'notFound' ? t('record.notFound') : translateError(error, t)}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-2">
        {onRetry && (
          <button
            type="button"
            onClick={onRetry}
            className="rounded-lg bg-primary px-4 py-2 text-sm font-semibold text-on-primary hover:bg-primary-strong"
          >
            {t('record.retry')}
          </button>
        )}
        <a href={page.listHref} className="rounded-lg border border-line px-4 py-2 text-sm font-semibold text-ink hover:bg-page">
          {t('record.back', { list: page.title })}
        </a>
      </div>
    </section>
  );
}

/** The skeleton while the record loads: a heading and a grid of fields. */
function Loading() {
  return (
    <div aria-busy="true" className="flex flex-col gap-5" data-testid="record-loading">
      <span className="h-8 w-64 max-w-full animate-pulse rounded bg-line" />
      <div className={`${CARD} grid gap-4 p-5 sm:grid-cols-2`}>
        {Array.from({ length: 6 }, (_, i) => (
          <span key={i} className="h-10 animate-pulse rounded bg-line/70" />
        ))}
      </div>
    </div>
  );
}

/** The title of a record: its title column's value, else its number, else its id. */
export function recordTitle(page: RecordPageSpec, row: RecordRow): string {
  const value = (page.titleKey && row[page.titleKey]) || (page.codeKey && row[page.codeKey]);
  return typeof value === 'string' && value ? value : `#${row.id}`;
}

function RecordBody({ page }: { page: RecordPageSpec }) {
  const { t } = useListLabels(page.spec);
  const rtl = dirOf(useLocale()) === 'rtl';
  const { load, retry, replace, markDeleted } = useRecord(page.spec.list);
  const [editing, setEditing] = useState<Row | null>(null);
  const mayUpdate = useCan(`${page.spec.list}.update`);
  const mayDelete = useCan(`${page.spec.list}.delete`);
  const mayAudit = useCan('audit.read');
  const Back = rtl ? ArrowRight : ArrowLeft;
  const back = (
    <a href={page.listHref} className="inline-flex items-center gap-1.5 text-sm font-medium text-primary hover:underline">
      <Back className="size-4" aria-hidden="true" />
      {t('record.back', { list: page.title })}
    </a>
  );

  if (load.state === 'loading') return <Loading />;
  if (load.state === 'notFound') return <Problem page={page} kind="notFound" />;
  if (load.state === 'error') return <Problem page={page} kind="error" error={load.error} onRetry={retry} />;
  const { row, deleted } = load;
  const title = recordTitle(page, row);
  // The number beside the title, unless the title is the number (a list without a title column, such as the invoices).
  const titled = page.titleKey !== undefined && typeof row[page.titleKey] === 'string' && row[page.titleKey] !== '';
  const code = titled && page.codeKey ? row[page.codeKey] : undefined;
  return (
    <div className="flex flex-col gap-5" data-record-list={page.spec.list} data-record-id={row.id}>
      {back}
      <header className="flex flex-wrap items-center gap-3">
        {/* The page's h1 is the list's name (the shell's page header); the record is what the page is about under it. */}
        <h2 className="min-w-0 text-2xl font-semibold break-words text-ink" dir="auto" data-testid="record-title">
          {title}
        </h2>
        {typeof code === 'string' && (
          <span className="rounded-md bg-page px-2 py-0.5 font-mono text-sm text-muted" dir="ltr">
            {code}
          </span>
        )}
        {mayUpdate && !deleted && (
          <button
            type="button"
            onClick={() => setEditing(row)}
            className="ms-auto inline-flex items-center gap-2 rounded-lg bg-primary px-4 py-2 text-sm font-semibold text-on-primary hover:bg-primary-strong"
          >
            <Pencil className="size-4" aria-hidden="true" />
            {t('record.edit')}
          </button>
        )}
      </header>
      {deleted && (
        <p role="status" className="rounded-lg border border-warning bg-warning-soft px-4 py-3 text-sm text-ink">
          {t('record.deleted')}
        </p>
      )}
      <div className={deleted ? 'flex flex-col gap-5 opacity-60' : 'flex flex-col gap-5'}>
        <Section title={t('record.details')} id="record-details">
          <FieldList page={page} row={row} />
        </Section>
        {page.incoming.map((ref) => (
          <IncomingList key={`${ref.list}.${ref.field}`} reference={ref} row={row} />
        ))}
        {mayAudit && (
          <Section title={t('record.history')} id="record-history">
            <RecordHistory resource={page.spec.list} recordId={row.id} label={(key) => t(`fields.${page.spec.entity}.${key}`)} />
          </Section>
        )}
      </div>
      <FormDialog
        spec={page.spec}
        target={editing ? { row: editing } : null}
        onClose={() => setEditing(null)}
        onSave={async (input, edited) => replace(await saveRecord(page.spec.list, input, edited ?? row))}
        {...(mayDelete
          ? {
              onDelete: async (edited: Row) => {
                await deleteRecord(page.spec.list, edited);
                markDeleted();
              },
            }
          : {})}
      />
    </div>
  );
}

/** The island of a record's page: the row, its references both ways and its history, inside the page's words. */
export default function RecordPage({ locale, page, need }: I18nProps & { page: RecordPageSpec; need?: ScreenPermission | undefined }) {
  return (
    <I18nIsland locale={locale} errorPanel="panel">
      <PermissionGate need={need}>
        <RecordBody page={page} />
      </PermissionGate>
    </I18nIsland>
  );
}
