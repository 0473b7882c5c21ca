import type { AuditChange, AuditValue } from '../../../schemas/audit.ts';
import { useTranslation } from '../../../i18n/react.tsx';

/** A value of the trail as text: absent as a dash, flags as on / off, the rest as stored. */
function useValueText(): (value: AuditValue) => string {
  const { t } = useTranslation();
  return (value) => {
    if (value === null || value === '') return '—';
    if (typeof value === 'boolean') return t(value ? 'table.on' : 'table.off');
    return String(value);
  };
}

/** The changed fields of an entry: `field: before → after`, each value as its own run of text (names, e-mails, any script). */
export function ChangeList({ changes, label }: { changes: readonly AuditChange[]; label(field: string): string }) {
  const text = useValueText();
  if (!changes.length) return null;
  return (
    <ul className="grid gap-1 text-sm">
      {changes.map((change) => (
        <li key={change.field} className="flex flex-wrap items-baseline gap-x-1.5 break-words" data-field={change.field}>
          <span className="font-medium text-ink">{label(change.field)}:</span>
          <bdi className="text-muted line-through decoration-muted/60">{text(change.before)}</bdi>
          <span aria-hidden="true" className="text-muted">
            <span className="rtl:hidden">→</span>
            <span className="hidden rtl:inline">←</span>
          </span>
          <span className="sr-only">→</span>
          <bdi className="text-ink">{text(change.after)}</bdi>
        </li>
      ))}
    </ul>
  );
}
