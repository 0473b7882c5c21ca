import { useId, useRef } from 'react';
import { useDisclosureClose } from '../use-disclosure-close.ts';
import { useTranslation } from '../../../i18n/react.tsx';
import { Columns3 } from 'lucide-react';

/**
 * Show or hide columns: a disclosure with one checkbox per column (native controls, so keyboard and
 * screen readers work without a menu library). At least one column stays visible.
 */
export function ColumnMenu({
  columns,
  visible,
  onChange,
}: {
  columns: readonly { key: string; label: string }[];
  visible: readonly string[];
  onChange(next: string[]): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const ref = useRef<HTMLDetailsElement>(null);

  // Closes on Escape (returning focus to the button) and on a click elsewhere, like a menu.
  useDisclosureClose(ref);

  const toggle = (key: string, on: boolean) => {
    const next = on ? [...visible, key] : visible.filter((k) => k !== key);
    if (next.length > 0) onChange(columns.map((c) => c.key).filter((k) => next.includes(k)));
  };

  return (
    <details ref={ref} className="relative">
      <summary className="inline-flex cursor-pointer list-none items-center gap-2 rounded-lg border border-line bg-surface px-3 py-2 text-sm font-medium text-ink hover:bg-surface-2 [&::-webkit-details-marker]:hidden">
        <Columns3 className="size-4" aria-hidden="true" />
        <span className="sr-only sm:not-sr-only">{t('table.columns')}</span>
      </summary>
      <fieldset className="absolute end-0 z-20 mt-1 max-h-80 min-w-52 overflow-auto rounded-lg border border-line bg-surface p-1 text-ink shadow-lg">
        <legend className="sr-only">{t('table.columns')}</legend>
        {columns.map((c) => {
          const on = visible.includes(c.key);
          return (
            <label
              key={c.key}
              htmlFor={`${id}-${c.key}`}
              className="flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm hover:bg-surface-2"
            >
              <input
                id={`${id}-${c.key}`}
                type="checkbox"
                className="size-4 accent-[var(--primary)]"
                checked={on}
                disabled={on && visible.length === 1}
                onChange={(e) => toggle(c.key, e.target.checked)}
              />
              {c.label}
            </label>
          );
        })}
      </fieldset>
    </details>
  );
}
