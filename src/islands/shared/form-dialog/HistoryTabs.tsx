import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useTranslation } from '../../../i18n/react.tsx';
import type { ValueText } from '../audit/ChangeList.tsx';
import { useCan } from '../Permitted.tsx';
import { RecordHistory } from './RecordHistory.tsx';

const TAB =
  'cursor-pointer border-b-2 border-transparent px-3 py-2.5 text-sm font-medium text-muted outline-none hover:text-ink data-[focus-visible]:ring-2 data-[focus-visible]:ring-primary data-[selected]:border-primary data-[selected]:text-primary';

export interface HistoryTabsProps {
  /** The audit trail's name for the record's kind: a list name or `calendar`. */
  resource: string;
  /** The record being edited; null for a new one (nothing to show yet). */
  recordId: number | null;
  /** A field's label. */
  label(field: string): string;
  /** A field's value as people read it (a colour's name, not its class), or undefined to show it as stored. */
  valueText?: ValueText | undefined;
  /** The dialog's fields. */
  children: ReactNode;
}

/**
 * An edit dialog's body: its fields under a Details tab and the record's audit entries under a History tab, for a
 * role that may read the trail (`audit.read`). A new record, or a role without that permission: the fields alone.
 */
export function HistoryTabs({ resource, recordId, label, valueText, children }: HistoryTabsProps) {
  const { t } = useTranslation();
  const showHistory = useCan('audit.read');
  if (recordId === null || !showHistory) return children;
  return (
    <Tabs className="flex flex-col">
      <TabList aria-label={t('form.history.tabs')} className="flex gap-1 border-b border-line px-6">
        <Tab id="details" className={TAB}>
          {t('form.history.details')}
        </Tab>
        <Tab id="history" className={TAB}>
          {t('form.history.title')}
        </Tab>
      </TabList>
      <TabPanel id="details" className="outline-none">
        {children}
      </TabPanel>
      <TabPanel id="history" className="max-h-[65vh] overflow-y-auto px-6 py-5 outline-none">
        <RecordHistory resource={resource} recordId={recordId} label={label} valueText={valueText} />
      </TabPanel>
    </Tabs>
  );
}
