// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import en from '../../../../public/assets/i18n/en.json';
import de from '../../../../public/assets/i18n/de.json';
import { I18nIsland } from '../../../i18n/react.tsx';
import type { Locale } from '../../../i18n/locales.ts';
import type { AuditChange } from '../../../schemas/audit.ts';
import type { ColumnSpec } from '../../../screens/list-spec.ts';
import type { FormField } from '../../list/form-dialog/fields.ts';
import { useFieldValueText } from '../../list/form-dialog/HistoryTabs.tsx';
import { ChangeList } from './ChangeList.tsx';

afterEach(cleanup);

const FIELDS: FormField[] = [
  { key: 'amount', control: 'number', required: true },
  { key: 'quantity', control: 'number', required: true },
];
const COLUMNS: ColumnSpec[] = [
  { key: 'amount', kind: 'money' },
  { key: 'quantity', kind: 'number' },
];

function ListHistory({ changes }: { changes: AuditChange[] }) {
  const valueText = useFieldValueText(FIELDS, COLUMNS);
  return <ChangeList changes={changes} label={(field) => field} valueText={valueText} />;
}

/** The values each change shows, before and after. */
function shown(locale: Locale, node: React.ReactNode): string[][] {
  const messages = { table: (locale === 'de' ? de : en).table };
  const { container } = render(
    <I18nIsland locale={locale} messages={messages}>
      {node}
    </I18nIsland>,
  );
  return [...container.querySelectorAll('li[data-field]')].map((li) => [...li.querySelectorAll('bdi')].map((b) => b.textContent ?? ''));
}

describe('the values of a change', () => {
  it("a list's amounts as money and its numbers in the page's language", () => {
    const changes = [
      { field: 'amount', before: 123.45, after: 999.99 },
      { field: 'quantity', before: 1200, after: 1500.5 },
    ];
    expect(shown('en', <ListHistory changes={changes} />)).toEqual([
      ['$123.45', '$999.99'],
      ['1,200', '1,500.5'],
    ]);
    const german = shown('de', <ListHistory changes={changes} />).flat();
    expect(german[0]).toMatch(/^123,45\s\$$/);
    expect(german[2]).toBe('1.200');
  });

  it('numbers and instants without a field of their own formatted, other text as stored', () => {
    const changes = [
      { field: 'count', before: 2500, after: null },
      { field: 'createdAt', before: '2025-09-01T09:00:00.000Z', after: null },
      { field: 'email', before: 'a@stride.dev', after: 'b@stride.dev' },
    ];
    const [count, created, email] = shown('en', <ChangeList changes={changes} label={(field) => field} />);
    expect(count).toEqual(['2,500', '—']);
    expect(created![0]).toMatch(/^Sep 1, 2025, \d{1,2}:00\s[AP]M$/);
    expect(email).toEqual(['a@stride.dev', 'b@stride.dev']);
  });
});
