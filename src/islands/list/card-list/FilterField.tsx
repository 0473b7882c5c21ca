import type { ReactNode } from 'react';

/** A labelled control in the card list's toolbar (sort, price range, rating): small label above. */
export function FilterField({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-muted">
        {label}
      </label>
      {children}
    </div>
  );
}

/** The toolbar's input and select look. */
export const CONTROL = 'rounded-lg border border-line bg-surface px-3 py-2 text-sm text-ink';
