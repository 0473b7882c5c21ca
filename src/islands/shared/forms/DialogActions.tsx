import { Button } from 'react-aria-components';
import { useTranslation } from '../../../i18n/react.tsx';

const CANCEL = 'rounded-lg border border-line px-4 py-2 text-sm font-medium text-ink hover:bg-surface-2';
const SUBMIT = {
  primary: 'rounded-lg bg-primary px-4 py-2 text-sm font-medium text-on-primary hover:bg-primary-strong disabled:opacity-60',
  danger: 'rounded-lg bg-danger px-4 py-2 text-sm font-medium text-surface hover:opacity-90 disabled:opacity-60',
} as const;

/**
 * A dialog form's last row: Cancel, then its submit button, which says `busyLabel` and takes no second press while the
 * form is being sent. `danger` for a submit that cannot be undone (a void).
 */
export function DialogActions({
  onCancel,
  busy,
  label,
  busyLabel,
  tone = 'primary',
  className = 'flex flex-wrap justify-end gap-2',
}: {
  onCancel(): void;
  busy: boolean;
  label: string;
  busyLabel: string;
  tone?: keyof typeof SUBMIT;
  /** The row's layout in its dialog (a border above it, padding). */
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className={className}>
      <Button onPress={onCancel} className={CANCEL}>
        {t('table.cancel')}
      </Button>
      <Button type="submit" isDisabled={busy} className={SUBMIT[tone]}>
        {busy ? busyLabel : label}
      </Button>
    </div>
  );
}
