import { useRef, useState, type ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs, type Key } from 'react-aria-components';
import { INTL_TAGS } from '../../../i18n/locales.ts';
import { useLocale, useTranslation } from '../../../i18n/react.tsx';
import type { ValueText } from '../../shared/audit/ChangeList.tsx';
import { formattersFor } from '../data-table/format.ts';
import { useCan } from '../../shared/Permitted.tsx';
import type { ColumnSpec } from '../../../screens/list-spec.ts';
import type { FormField } from './fields.ts';
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
 * The History panel is at least as tall as the fields were, so the dialog keeps its size and place as tabs change.
 */
export function HistoryTabs({ resource, recordId, label, valueText, children }: HistoryTabsProps) {
  const { t } = useTranslation();
  const showHistory = useCan('audit.read');
  const details = useRef<HTMLDivElement>(null);
  const [detailsHeight, setDetailsHeight] = useState<number | undefined>(undefined);
  if (recordId === null || !showHistory) return children;
  const onSelectionChange = (key: Key) => {
    // Measured as the fields leave (their panel is unmounted once History is selected).
    if (key === 'history' && details.current) setDetailsHeight(details.current.offsetHeight);
  };
  return (
    <Tabs className="flex flex-col" onSelectionChange={onSelectionChange}>
      <TabList aria-label={t('form.history.tabs')} className="flex gap-1 border-b border-line px-6">
        <Tab id="details" className={TAB}>
          {t('form.history.details')}
        </Tab>
        <Tab id="history" className={TAB}>
          {t('form.history.title')}
        </Tab>
      </TabList>
      <TabPanel id="details" ref={details} className="outline-none">
        {children}
      </TabPanel>
      <TabPanel id="history" className="max-h-[65vh] overflow-y-auto px-6 py-5 outline-none" style={{ minHeight: detailsHeight }}>
        <RecordHistory resource={resource} recordId={recordId} label={label} valueText={valueText} />
      </TabPanel>
    </Tabs>
  );
}

/**
 * How a list's History tab words values: options by their labels, amounts as money and other numbers, dates and times
 * in the page's language, as the list's cells show them.
 */
export function useFieldValueText(fields: readonly FormField[], columns: readonly ColumnSpec[] = []): ValueText {
  const { t } = useTranslation();
  const f = formattersFor(INTL_TAGS[useLocale()]);
  return (key, value) => {
    if (typeof value === 'number') return columns.find((c) => c.key === key)?.kind === 'money' ? f.money(value) : f.number(value);
    const field = fields.find((candidate) => candidate.key === key);
    if (!field || typeof value !== 'string') return undefined;
    if (field.enumName) return t(`enums.${field.enumName}.${value}`, { defaultValue: value });
    return field.control === 'date' ? f.date(value) : undefined;
  };
}
