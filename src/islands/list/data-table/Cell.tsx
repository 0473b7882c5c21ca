import { useLocale, useTranslation } from '../../../i18n/react.tsx';
import { localizePath } from '../../../i18n/paths.ts';
import { Star } from 'lucide-react';
import { useStore } from '@nanostores/react';
import { cellText, rowCellText, type EnumLabel, type Formatters } from './format.ts';
import { referenceNames } from '../../../stores/reference-names.ts';
import { Avatar } from '../../shared/Avatar.tsx';
import { StatusBadge } from '../../shared/StatusBadge.tsx';
import { EmailText } from '../../shared/EmailText.tsx';
import type { ColumnSpec, Row } from '../../../screens/list-spec.ts';
import { plainText } from '../../../plain-text.ts';

/** Numbers, money and dates line up at the end of their column. */
export function alignsEnd(column: ColumnSpec): boolean {
  return column.kind === 'money' || column.kind === 'minorMoney' || column.kind === 'number';
}

/** An identifier, linking to the row's own page when the column says where that is. */
function CodeCell({ row, column }: { row: Row; column: ColumnSpec }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const code = plainText(row[column.key]);
  const text = code || (column.emptyLabel ? t(column.emptyLabel) : '');
  const className = `font-mono text-xs text-primary ${code ? '' : 'italic'}`;
  if (!column.link)
    return (
      <span dir="ltr" className={className}>
        {text}
      </span>
    );
  return (
    <a
      dir="ltr"
      href={localizePath(locale, column.link.replace('{id}', String(row.id)))}
      className={`${className} underline-offset-2 hover:underline`}
    >
      {text}
    </a>
  );
}

/** A row's name, with its image; a link to the row's own page when the column says where that is (its record page). */
function TitleCell({ row, column }: { row: Row; column: ColumnSpec }) {
  const locale = useLocale();
  const img = column.imageKey ? plainText(row[column.imageKey]) : '';
  const text = plainText(row[column.key]);
  return (
    <span className="flex items-center gap-3">
      {img && <Avatar src={img} round={column.avatar} />}
      {/* `dir="auto"`: a Latin name keeps its own order in an Arabic row (not ".Harbor & Co"). */}
      {column.link ? (
        <a
          dir="auto"
          href={localizePath(locale, column.link.replace('{id}', String(row.id)))}
          className="font-medium text-ink underline-offset-2 hover:text-primary hover:underline"
        >
          {text}
        </a>
      ) : (
        <span dir="auto" className="font-medium text-ink">
          {text}
        </span>
      )}
    </span>
  );
}

/** The name of the row a reference names, drawn again when the batched read answers; the id until then. */
function ReferenceCell({ row, column, f, enumLabel }: { row: Row; column: ColumnSpec; f: Formatters; enumLabel: EnumLabel }) {
  useStore(referenceNames.$names);
  const text = rowCellText(row, column, f, enumLabel, referenceNames.nameOf);
  return (
    <span className={text.startsWith('#') ? 'text-muted' : undefined}>
      <bdi>{text}</bdi>
    </span>
  );
}

export function Cell({
  row,
  column,
  f,
  enumLabel,
  onToggle,
  busy,
}: {
  row: Row;
  column: ColumnSpec;
  f: Formatters;
  enumLabel: EnumLabel;
  onToggle?: (row: Row, key: string) => void;
  busy?: boolean;
}) {
  const { t } = useTranslation();
  const kind = column.kind ?? 'text';
  const value = row[column.key];
  switch (kind) {
    case 'title':
      return <TitleCell row={row} column={column} />;
    case 'code':
      return <CodeCell row={row} column={column} />;
    case 'status':
      return <StatusBadge value={plainText(value)} label={cellText(value, kind, f, enumLabel, column.enumName)} />;
    case 'email':
      return (
        <a
          dir="ltr"
          className="text-primary underline-offset-2 [overflow-wrap:anywhere] hover:underline"
          href={`mailto:${plainText(value)}`}
        >
          <EmailText value={plainText(value)} />
        </a>
      );
    case 'phone':
      return (
        <span dir="ltr" className="whitespace-nowrap">
          {plainText(value)}
        </span>
      );
    case 'toggle': {
      const on = value === true;
      const labels = column.toggleLabels ?? { on: 'table.on', off: 'table.off' };
      // Read only (a role that may not change rows): the state as text, in the same box, and no button.
      if (!onToggle)
        return (
          <span
            className={`inline-flex min-w-24 justify-center rounded-full border px-3 py-1 text-xs font-semibold ${on ? 'border-primary-soft bg-primary-soft text-ink' : 'border-line text-muted'}`}
          >
            {t(on ? labels.on : labels.off)}
          </span>
        );
      return (
        <button
          type="button"
          aria-pressed={on}
          disabled={busy}
          onClick={() => onToggle?.(row, column.key)}
          // Same box in both states (border included, minimum width), so flipping it does not shift the column.
          className={`inline-flex min-w-24 justify-center rounded-full border px-3 py-1 text-xs font-semibold transition-colors disabled:opacity-60 ${
            on ? 'border-primary bg-primary text-on-primary hover:bg-primary-strong' : 'border-line text-ink hover:bg-surface-2'
          }`}
        >
          {t(on ? labels.on : labels.off)}
        </button>
      );
    }
    case 'progress': {
      const done = Number(value ?? 0);
      const total = Number(column.totalKey ? row[column.totalKey] : 0) || 0;
      const ratio = total > 0 ? Math.min(1, done / total) : 0;
      const text = t('table.ofTotal', { value: f.number(done), total: f.number(total) });
      return (
        <span className="flex items-center gap-2">
          {/* A fixed track, so every row's bar starts and ends at the same place whatever the count's width. */}
          <span
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={total}
            aria-valuenow={done}
            aria-valuetext={text}
            aria-label={text}
            className="h-2 w-24 shrink-0 overflow-hidden rounded-full bg-line"
          >
            <span className="block h-full rounded-full bg-primary" style={{ inlineSize: `${ratio * 100}%` }} />
          </span>
          <span className="whitespace-nowrap text-xs tabular-nums text-muted">{text}</span>
        </span>
      );
    }
    case 'rating':
      return (
        <span className="inline-flex items-center gap-1 tabular-nums">
          <Star className="size-4 text-warning" fill="currentColor" aria-hidden="true" />
          {cellText(value, kind, f, enumLabel)}
        </span>
      );
    case 'minorMoney':
      return <bdi>{rowCellText(row, column, f, enumLabel)}</bdi>;
    case 'reference':
      return <ReferenceCell row={row} column={column} f={f} enumLabel={enumLabel} />;
    case 'text':
      // Free text is often Latin inside an Arabic page: isolate it so `@mei.chen` does not become `mei.chen@`.
      return <span dir="auto">{plainText(value)}</span>;
    default:
      // Numbers, amounts, dates and labels: isolated, so a value never reorders with the text around it.
      return <bdi>{cellText(value, kind, f, enumLabel, column.enumName)}</bdi>;
  }
}
