import { useEffect, useState } from 'react';
import { translateError } from '../../api/errors.ts';
import type { IncomingReference } from '../../screens/record-page.ts';
import { loadReferencing, type RecordRow } from '../../stores/record.ts';
import { onLiveChange } from '../../stores/live-changes.ts';
import { useListLabels } from '../list/list-labels.ts';
import { cellText, rowCellText } from '../list/data-table/format.ts';
import { StatusBadge } from '../shared/StatusBadge.tsx';
import { plainText } from '../../plain-text.ts';
import { Section } from './Section.tsx';

/** How many rows naming the record are shown; the count says how many there are in all. */
export const INCOMING_ROWS = 10;

type Load = { state: 'loading' } | { state: 'error'; error: unknown } | { state: 'done'; items: RecordRow[]; total: number };

/**
 * The rows of another list that name the record (a customer's orders), newest first as their list sorts them, each
 * linked to its own page; read again when that list changes.
 */
export function IncomingList({ reference, row }: { reference: IncomingReference; row: RecordRow }) {
  const { t, f, enumLabel } = useListLabels({ list: reference.list, entity: reference.entity, columns: reference.columns });
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const value = row[reference.key];

  useEffect(() => {
    const abort = new AbortController();
    loadReferencing(reference.list, reference.field, value, { pageSize: INCOMING_ROWS, sort: reference.sort, signal: abort.signal }).then(
      (page) => setLoad({ state: 'done', items: page.items, total: page.total }),
      (error: unknown) => !abort.signal.aborted && setLoad({ state: 'error', error }),
    );
    return () => abort.abort();
  }, [reference.list, reference.field, reference.sort, value, attempt]);
  useEffect(() => onLiveChange((change) => change.resource === reference.list && setAttempt((n) => n + 1)), [reference.list]);

  const id = `record-incoming-${reference.list}-${reference.field}`;
  const heading = load.state === 'done' ? `${reference.label} (${f.number(load.total)})` : reference.label;
  // The first column (its number, else its title) is the link to the row's page.
  const [titleColumn, ...rest] = reference.columns;
  return (
    <Section title={heading} id={id}>
      {load.state === 'loading' && <span aria-busy="true" className="block h-16 animate-pulse rounded bg-line/70" />}
      {load.state === 'error' && (
        <p role="alert" className="text-sm text-danger">
          {translateError(load.error, t)}{' '}
          <button type="button" className="font-semibold underline" onClick={() => setAttempt((n) => n + 1)}>
            {t('record.retry')}
          </button>
        </p>
      )}
      {load.state === 'done' && load.items.length === 0 && <p className="text-sm text-muted">{t('record.noneYet')}</p>}
      {load.state === 'done' && load.items.length > 0 && (
        <>
          <ul className="divide-y divide-line" data-incoming={reference.list}>
            {load.items.map((item) => (
              <li key={item.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2.5 text-sm">
                <a
                  href={`${reference.href}?id=${item.id}`}
                  className={`min-w-0 flex-1 font-medium text-primary hover:underline ${titleColumn?.kind === 'code' ? 'whitespace-nowrap' : 'break-words'}`}
                  dir="auto"
                >
                  {(titleColumn && plainText(item[titleColumn.key])) || `#${item.id}`}
                </a>
                {rest.map((column) =>
                  column.kind === 'status' && typeof item[column.key] === 'string' ? (
                    <StatusBadge
                      key={column.key}
                      value={item[column.key] as string}
                      label={cellText(item[column.key], 'status', f, enumLabel, column.enumName)}
                    />
                  ) : (
                    <span key={column.key} className="text-muted" dir="auto">
                      {rowCellText(item, column, f, enumLabel)}
                    </span>
                  ),
                )}
              </li>
            ))}
          </ul>
          {load.total > load.items.length && (
            <p className="mt-3 text-xs text-muted">{t('record.showingFirst', { shown: load.items.length, count: load.total })}</p>
          )}
        </>
      )}
    </Section>
  );
}
