import { useTranslation } from '../../i18n/react.tsx';
import type { StatTable } from '../../schemas/stats.ts';
import type { Formats } from './formats.ts';

const ENUM_COLUMNS: Record<string, string> = {
  orderStatus: 'orderStatus',
  leaveStatus: 'leaveStatus',
  leaveType: 'leaveType',
  holidayType: 'holidayType',
};

export interface RowAction {
  label: (row: StatTable['rows'][number]) => string;
  text: string;
  run: (id: number) => void;
}

/** A table of the answer (latest orders, top products, leave requests …), with per-row actions when given. */
export function TableCard({
  table,
  f,
  actions = [],
  busy,
  className = '',
  rowLink,
}: {
  table: StatTable;
  f: Formats;
  actions?: RowAction[];
  busy?: number | null;
  className?: string;
  /** The page of a row (its record page): its first cell links there. */
  rowLink?: ((id: number) => string | undefined) | undefined;
}) {
  const { t } = useTranslation();
  const cell = (kind: StatTable['columns'][number]['kind'], v: string | number) => {
    if (kind === 'money') return f.money(Number(v));
    if (kind === 'count') return f.count(Number(v));
    if (kind === 'date') return f.fullDate(String(v));
    if (kind === 'code') return <span dir="ltr">{v}</span>;
    const enumName = ENUM_COLUMNS[kind];
    // A name in its own direction: "Solefield & Co." keeps its full stop at its end in an Arabic row.
    return enumName ? t(`enums.${enumName}.${v}`) : <bdi dir="auto">{v}</bdi>;
  };
  const numeric = (kind: string) => kind === 'money' || kind === 'count';
  const title = t(`dashboards.table.${table.key}`);
  return (
    <section className={`card min-w-0 p-5 ${className}`} data-table={table.key}>
      <h2 className="mb-3 text-base font-semibold">{title}</h2>
      {table.rows.length === 0 ? (
        <p className="text-sm text-muted">{t('dashboards.noRows')}</p>
      ) : (
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region takes focus so a keyboard can scroll a table wider than a phone
        <div className="relative -mx-5 overflow-x-auto" tabIndex={0} role="region" aria-label={title}>
          <table className="w-full text-sm">
            <thead>
              <tr className="border-b border-line text-xs text-muted">
                {table.columns.map((c) => (
                  <th
                    key={c.key}
                    scope="col"
                    className={`px-5 py-2 font-semibold whitespace-nowrap ${numeric(c.kind) ? 'text-end' : 'text-start'}`}
                  >
                    {t(`dashboards.column.${c.key}`)}
                  </th>
                ))}
                {actions.length > 0 && (
                  <th scope="col" className="px-5 py-2 text-end font-semibold">
                    <span className="sr-only">{t('dashboards.column.actions')}</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={row.id} className="border-b border-line last:border-0" data-row-id={row.id}>
                  {table.columns.map((c, k) => (
                    <td key={c.key} className={`px-5 py-2.5 whitespace-nowrap ${numeric(c.kind) ? 'text-end tabular-nums' : ''}`}>
                      {k === 0 && rowLink?.(row.id) ? (
                        <a
                          href={rowLink(row.id)}
                          className="rounded hover:text-primary hover:underline focus-visible:outline-2 focus-visible:outline-primary"
                        >
                          {cell(c.kind, row.cells[c.key] ?? '')}
                        </a>
                      ) : (
                        cell(c.kind, row.cells[c.key] ?? '')
                      )}
                    </td>
                  ))}
                  {actions.length > 0 && (
                    <td className="px-5 py-2 text-end whitespace-nowrap">
                      {actions.map((a) => (
                        <button
                          key={a.text}
                          type="button"
                          disabled={busy === row.id}
                          aria-label={a.label(row)}
                          onClick={() => a.run(row.id)}
                          className="ms-2 rounded-md border border-line px-2.5 py-1 text-xs font-semibold text-ink hover:bg-surface-2 disabled:opacity-60"
                        >
                          {a.text}
                        </button>
                      ))}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {table.total !== undefined && table.total > table.rows.length && (
        <p className="mt-3 text-xs text-muted">{t('record.showingFirst', { shown: table.rows.length, count: table.total })}</p>
      )}
    </section>
  );
}
