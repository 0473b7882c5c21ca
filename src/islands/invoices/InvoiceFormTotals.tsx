import { invoiceTotals, lineAmounts, type MoneyLine } from '../../contract/invoice-money.ts';
import { INTL_TAGS } from '../../i18n/locales.ts';
import { useLocale, useTranslation } from '../../i18n/react.tsx';
import { childValuesOf, fromChildValues, ownValues, type ChildList, type DialogValues } from '../list/form-dialog/children.ts';
import { formattersFor } from '../list/data-table/format.ts';
import { plainText } from '../../plain-text.ts';

/** The lines typed so far that are whole lines (numbers the money rules take); the others are left out of the sums. */
export function typedLines(list: ChildList, values: DialogValues): MoneyLine[] {
  return fromChildValues(list, childValuesOf(values, list.name), ownValues(values)).flatMap((line) => {
    const money = { quantity: line.quantity, unitPrice: line.unitPrice, taxRate: line.taxRate, discountRate: line.discountRate ?? 0 };
    if (!Object.values(money).every((n) => typeof n === 'number' && Number.isFinite(n))) return [];
    try {
      lineAmounts(money as MoneyLine);
      return [money as MoneyLine];
    } catch {
      return []; // more decimals than a line takes: its own field says so
    }
  });
}

/**
 * An invoice's totals as the person types its lines, from `invoiceTotals` as the backends compute them (the saved
 * figures are the backend's). Announced politely, in the currency typed (a bare number until it is a code).
 */
export function InvoiceFormTotals({ list, values }: { list: ChildList; values: DialogValues }) {
  const { t } = useTranslation();
  const f = formattersFor(INTL_TAGS[useLocale()]);
  const currency = plainText(values.currency).trim().toUpperCase();
  const money = (minor: number) => (/^[A-Z]{3}$/.test(currency) ? f.minorMoney(minor, currency) : f.number(minor));
  const totals = invoiceTotals(typedLines(list, values));
  const rows: [string, number][] = [
    [t('fields.invoices.subtotal'), totals.subtotal],
    ...(totals.discount ? [[t('invoicePage.discount'), -totals.discount] as [string, number]] : []),
    [t('fields.invoices.tax'), totals.tax],
    [t('fields.invoices.total'), totals.total],
  ];
  return (
    <dl aria-live="polite" className="ms-auto grid w-full max-w-xs grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm" data-form-totals>
      {rows.map(([name, value], i) => (
        <div key={name} className="contents">
          <dt className={i === rows.length - 1 ? 'font-semibold text-ink' : 'text-muted'}>{name}</dt>
          <dd className={`text-end tabular-nums ${i === rows.length - 1 ? 'font-semibold text-ink' : 'text-ink'}`}>
            <bdi>{money(value)}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * What the list's form dialog adds for an invoice: the totals as its lines are typed, and for one that is no longer a
 * draft, why its lines cannot be saved (the backend refuses with 409).
 */
export function InvoiceFormExtras({
  childLists,
  values,
  row,
}: {
  childLists: readonly ChildList[];
  values: DialogValues;
  row: Record<string, unknown> | null;
}) {
  const { t } = useTranslation();
  const lines = childLists.find((list) => list.name === 'lines');
  const status = row?.status;
  const locked = status !== undefined && status !== 'draft';
  return (
    <>
      {locked && (
        <p role="note" className="rounded-lg border border-line bg-surface-2 px-3 py-2 text-sm text-muted" data-locked-note>
          {t('invoicePage.locked')}
        </p>
      )}
      {lines && <InvoiceFormTotals list={lines} values={values} />}
    </>
  );
}
