/** The events an endpoint may ask for, grouped by list as the dialog shows them, with the page's labels (the page builds them). */
export interface EventGroup {
  id: string;
  label: string;
  events: { id: string; label: string }[];
}

/** The classes of the screen's plain buttons. */
export const BUTTON = 'rounded-lg border border-line px-3 py-1.5 text-sm font-medium text-ink hover:bg-surface-2 disabled:opacity-60';
export const FIELD = 'w-full rounded-lg border border-line bg-surface px-3 py-2 text-sm text-ink';
