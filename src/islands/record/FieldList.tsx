import { useEffect, useState } from 'react';
import type { RecordPageSpec, OutgoingReference } from '../../screens/record-page.ts';
import { loadReferenced, type RecordRow } from '../../stores/record.ts';
import { useListLabels } from '../list/list-labels.ts';
import { cellText, rowCellText, type EnumLabel, type Formatters } from '../list/data-table/format.ts';
import { StatusBadge } from '../shared/StatusBadge.tsx';
import type { ColumnSpec } from '../../screens/list-spec.ts';
import { plainText } from '../../plain-text.ts';

/**
 * A reference field's value: a link to the row it names, titled by that row's name, once read; the stored value
 * meanwhile, and when no row answers (gone, or not the caller's to see).
 */
function ReferenceValue({ reference, value }: { reference: OutgoingReference; value: unknown }) {
  const [named, setNamed] = useState<RecordRow | null | undefined>(undefined);
  useEffect(() => {
    const abort = new AbortController();
    loadReferenced(reference.list, reference.key, value, abort.signal).then(setNamed, () => !abort.signal.aborted && setNamed(null));
    return () => abort.abort();
  }, [reference.list, reference.key, value]);
  const text = plainText(value);
  if (!named || !reference.href) return <span dir="auto">{text}</span>;
  const title = plainText(named[reference.titleKey]) || text;
  return (
    <a
      href={`${reference.href}?id=${named.id}`}
      className="font-medium text-primary hover:underline"
      dir="auto"
      data-reference={reference.field}
    >
      {title}
    </a>
  );
}

/** Rich text (a note's description) as its words: the page shows the record's facts, not its layout. */
function htmlText(value: unknown): string {
  return plainText(value)
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A field's value as the list's cell words it: a status as its badge, money in its currency, rich text as its words. */
function FieldValue({ row, column, f, enumLabel }: { row: RecordRow; column: ColumnSpec; f: Formatters; enumLabel: EnumLabel }) {
  const value = row[column.key];
  if (column.kind === 'status' && typeof value === 'string')
    return <StatusBadge value={value} label={cellText(value, 'status', f, enumLabel, column.enumName)} />;
  const text = column.html ? htmlText(value) : rowCellText(row, column, f, enumLabel);
  return <span dir="auto">{text || '—'}</span>;
}

/** The record's fields as the list shows them (labels, formats), its reference fields as links to the rows they name. */
export function FieldList({ page, row }: { page: RecordPageSpec; row: RecordRow }) {
  const { f, enumLabel, label } = useListLabels(page.spec);
  const references = new Map(page.outgoing.map((r) => [r.field, r]));
  const shown = page.spec.columns.filter((c) => c.kind !== 'toggle' || typeof row[c.key] === 'boolean');
  // Reference fields no column shows (an order's customerId) come after the columns.
  const extra = page.outgoing.filter((r) => !shown.some((c) => c.key === r.field));
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2 xl:grid-cols-3">
      {shown.map((column) => {
        const reference = references.get(column.key);
        const value = row[column.key];
        return (
          <div key={column.key} className="min-w-0">
            <dt className="text-xs font-medium tracking-wide text-muted uppercase">{label(column.key)}</dt>
            <dd className="mt-1 text-sm break-words text-ink">
              {reference ? (
                <ReferenceValue reference={reference} value={value} />
              ) : typeof value === 'boolean' ? (
                value ? (
                  '✓'
                ) : (
                  '—'
                )
              ) : (
                <FieldValue row={row} column={column} f={f} enumLabel={enumLabel} />
              )}
            </dd>
          </div>
        );
      })}
      {extra.map((reference) => (
        <div key={reference.field} className="min-w-0">
          <dt className="text-xs font-medium tracking-wide text-muted uppercase">{label(reference.field)}</dt>
          <dd className="mt-1 text-sm text-ink">
            <ReferenceValue reference={reference} value={row[reference.field]} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
