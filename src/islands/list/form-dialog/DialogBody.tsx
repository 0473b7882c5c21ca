import { HistoryTabs, type HistoryTabsProps } from './HistoryTabs.tsx';

/** The dialog's fields in a scrolling grid; with a History tab beside them when there is a history to show. */
export function DialogBody({ children, ...history }: HistoryTabsProps) {
  return (
    <HistoryTabs {...history}>
      <div className="grid max-h-[65vh] gap-4 overflow-y-auto px-6 py-5 sm:grid-cols-2">{children}</div>
    </HistoryTabs>
  );
}
