import type { AuditChange, AuditValue } from '../../../schemas/audit.ts';
import { useTranslation } from '../../../i18n/react.tsx';

/** A field's value as people read it (a colour's name, not its class), or undefined to show it as stored. */
export type ValueText = (field: string, value: AuditValue) => string | undefined;

/** A value of the trail as text: absent as a dash, flags as on / off, the rest as `valueText` words it or as stored. */
function useValueText(valueText: ValueText | undefined): (field: string, value: AuditValue) => string {
  const { t } = useTranslation();
  return (field, value) => {
    if (value === null || value === '') return '—';
    if (typeof value === 'boolean') return t(value ? 'table.on' : 'table.off');
    return valueText?.(field, value) ?? String(value);
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
        <li key={change.field} className="flex flex-wrap items-baseline gap-x-1.5 break-words" data-field={change.field}>
          <span className="font-medium text-ink">{label(change.field)}:</span>
          <bdi className="text-muted line-through decoration-muted/60">{text(change.field, change.before)}</bdi>
          <span aria-hidden="true" className="text-muted">
            <span className="rtl:hidden">→</span>
            <span className="hidden rtl:inline">←</span>
          </span>
          <span className="sr-only">→</span>
          <bdi className="text-ink">{text(change.field, change.after)}</bdi>
        </li>
      ))}
    </ul>
  );
}
