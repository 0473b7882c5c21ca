import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useTranslation } from '../../../i18n/react.tsx';
import { RecordHistory } from './RecordHistory.tsx';

const TAB =
  'cursor-pointer border-b-2 border-transparent px-3 py-2.5 text-sm font-medium text-muted outline-none hover:text-ink data-[focus-visible]:ring-2 data-[focus-visible]:ring-primary data-[selected]:border-primary data-[selected]:text-primary';

interface DialogBodyProps {
  /** The record's history is offered (an existing record, a role that may read the trail). */
  history: { resource: string; recordId: number } | null;
  label(key: string): string;
  children: ReactNode;
}

/** The dialog's fields, scrolling; with a History tab beside them when there is a history to show. */
export function DialogBody({ history, label, children }: DialogBodyProps) {
  const { t } = useTranslation();
  const grid = <div className="grid max-h-[65vh] gap-4 overflow-y-auto px-6 py-5 sm:grid-cols-2">{children}</div>;
  if (!history) return grid;
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
        {grid}
      </TabPanel>
      <TabPanel id="history" className="max-h-[65vh] overflow-y-auto px-6 py-5 outline-none">
        <RecordHistory resource={history.resource} recordId={history.recordId} label={label} />
      </TabPanel>
    </Tabs>
  );
}
