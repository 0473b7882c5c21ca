import type { AuditChange, AuditValue } from '../../../schemas/audit.ts';
import { INTL_TAGS } from '../../../i18n/locales.ts';
import { useLocale, useTranslation } from '../../../i18n/react.tsx';
import { formattersFor } from '../../list/data-table/format.ts';

/** A field's value as people read it (a colour's name, not its class), or undefined to show it as stored. */
export type ValueText = (field: string, value: AuditValue) => string | undefined;

/** An ISO day or instant as the backends store them (`2026-03-14`, `2026-03-14T09:30:00.000Z`). */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/;

/**
 * A value of the trail as text: absent as a dash, flags as on / off, the rest as `valueText` words it, else numbers
 * and dates in the page's language and other text as stored.
 */
function useValueText(valueText: ValueText | undefined): (field: string, value: AuditValue) => string {
  const { t } = useTranslation();
  const f = formattersFor(INTL_TAGS[useLocale()]);
  return (field, value) => {
    if (value === null || value === '') return '—';
    if (typeof value === 'boolean') return t(value ? 'table.on' : 'table.off');
    const worded = valueText?.(field, value);
    if (worded !== undefined) return worded;
    if (typeof value === 'number') return f.number(value);
    return ISO_DATE.test(value) ? f.date(value) : value;
  };
}

/** The changed fields of an entry: `field: before → after`, each value as its own run of text (names, e-mails, any script). */
export function ChangeList({
  changes,
  label,
  valueText,
}: {
  changes: readonly AuditChange[];
  label(field: string): string;
  valueText?: ValueText | undefined;
}) {
  const text = useValueText(valueText);
  if (!changes.length) return null;
  return (
    <ul className="grid gap-1 text-sm">
      {changes.map((change) => (
        // A value without spaces (an address, a code) wraps anywhere rather than run past its card.
        <li
          key={change.field}
          className="flex min-w-0 flex-wrap items-baseline gap-x-1.5 [overflow-wrap:anywhere]"
          data-field={change.field}
        >
          <span className="min-w-0 font-medium text-ink">{label(change.field)}:</span>
          <bdi className="min-w-0 text-muted line-through decoration-muted/60">{text(change.field, change.before)}</bdi>
          <span aria-hidden="true" className="text-muted">
            <span className="rtl:hidden">→</span>
            <span className="hidden rtl:inline">←</span>
          </span>
          <span className="sr-only">→</span>
          <bdi className="min-w-0 text-ink">{text(change.field, change.after)}</bdi>
        </li>
      ))}
    </ul>
  );
}
