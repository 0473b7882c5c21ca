import { Plus, type LucideIcon } from 'lucide-react';
import { useTranslation } from '../../i18n/react.tsx';

/**
 * A list's primary action, "Add" unless told otherwise (the accounts' "Invite"). `needs` names the permission it asks
 * for when the server renders it for every role: it is then hidden before paint for a role that may not use it.
 */
export function AddButton({
  onClick,
  needs,
  label,
  icon: Icon = Plus,
  className = '',
}: {
  onClick(): void;
  needs?: string | undefined;
  label?: string;
  icon?: LucideIcon;
  /** Placement in the caller's toolbar, such as `ms-auto`. */
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={onClick}
      data-needs={needs}
      className={`${className} inline-flex items-center gap-2 rounded-lg bg-primary px-3 py-2 text-sm font-medium text-on-primary hover:bg-primary-strong`.trim()}
    >
      <Icon className="size-4" aria-hidden="true" />
      {label ?? t('table.add')}
    </button>
  );
}
