import { Trash2 } from 'lucide-react';
import { invoiceTotals, lineAmounts } from '../../contract/invoice-money.ts';
import { INTL_TAGS } from '../../i18n/locales.ts';
import { useLocale, useTranslation } from '../../i18n/react.tsx';
import type { BilledCustomer, InvoiceDetail, Payment } from '../../stores/screens/invoice.ts';
import { formattersFor } from '../list/data-table/format.ts';
import { StatusBadge } from '../shared/StatusBadge.tsx';

/** Number, money and date text of one invoice, in the page's locale and the invoice's currency. */
export function useInvoiceFormat(currency: string) {
  const f = formattersFor(INTL_TAGS[useLocale()]);
  return { money: (minor: number) => f.minorMoney(minor, currency), date: f.date, number: f.number };
}

function Header({ invoice }: { invoice: InvoiceDetail }) {
  const { t } = useTranslation();
  const fmt = useInvoiceFormat(invoice.currency);
  return (
    <header className="flex flex-wrap items-start justify-between gap-4">
      <div className="min-w-0">
        <h2 className="flex flex-wrap items-center gap-3 text-2xl font-semibold text-ink">
          <bdi dir="ltr" className="font-mono" data-invoice-number>
            {invoice.number ?? t('invoicePage.draft')}
          </bdi>
          <StatusBadge value={invoice.status} label={t(`enums.invoices.status.${invoice.status}`)} />
        </h2>
      </div>
      <dl className="grid grid-cols-[auto_auto] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted">{t('fields.invoices.issueDate')}</dt>
        <dd className="text-ink tabular-nums">{fmt.date(invoice.issueDate)}</dd>
        <dt className="text-muted">{t('fields.invoices.dueDate')}</dt>
        <dd className="text-ink tabular-nums">{fmt.date(invoice.dueDate)}</dd>
        <dt className="text-muted">{t('fields.invoices.currency')}</dt>
        <dd className="text-ink">{invoice.currency}</dd>
      </dl>
    </header>
  );
}

/** The room of a customer's address while it is read: its five lines, so the lines below do not move when it is in. */
function AddressPlaceholder() {
  return (
    <div className="mt-1 grid gap-0.5" aria-hidden="true" data-bill-to-loading>
      {['w-48', 'w-32', 'w-56', 'w-40', 'w-36'].map((width) => (
        <span key={width} className="flex h-5 items-center">
          <span className={`h-3 ${width} max-w-full animate-pulse rounded bg-surface-2`} />
        </span>
      ))}
    </div>
  );
}

function BillTo({
  invoice,
  customer,
  customerLoading,
}: {
  invoice: InvoiceDetail;
  customer: BilledCustomer | null;
  customerLoading: boolean;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="invoice-bill-to" className="text-sm">
      <h3 id="invoice-bill-to" className="text-xs font-semibold tracking-wide text-muted uppercase">
        {t('invoicePage.billTo')}
      </h3>
      {customer ? (
        <address className="mt-1 grid gap-0.5 not-italic text-ink" data-bill-to>
          {/* Isolated, not set apart by dir: a Latin address in an Arabic page keeps its order and the page's alignment. */}
          <span className="font-semibold">
            <bdi>{customer.company}</bdi>
          </span>
          <span>
            <bdi>{customer.name}</bdi>
          </span>
          <span className="whitespace-pre-line">
            <bdi>{customer.billingAddress}</bdi>
          </span>
          <span className="text-muted">
            <bdi dir="ltr">{customer.email}</bdi>
          </span>
          {customer.taxId && (
            <span className="text-muted">
              {t('invoicePage.taxId')} <bdi>{customer.taxId}</bdi>
            </span>
          )}
        </address>
      ) : customerLoading ? (
        <AddressPlaceholder />
      ) : (
        <p className="mt-1 text-muted">#{invoice.customerId}</p>
      )}
    </section>
  );
}

/** The lines: a table from `sm` up (and on paper), a list of cards on a phone, so nothing scrolls sideways at 390 px. */
function Lines({ invoice }: { invoice: InvoiceDetail }) {
  const { t } = useTranslation();
  const fmt = useInvoiceFormat(invoice.currency);
  const label = (key: string) => t(`fields.invoicesLines.${key}`);
  const rows = invoice.lines.map((line, index) => ({ line, index, amounts: lineAmounts(line) }));
  if (rows.length === 0) return <p className="text-sm text-muted">{t('invoicePage.noLines')}</p>;
  return (
    <section aria-labelledby="invoice-lines">
      <h3 id="invoice-lines" className="sr-only">
        {t('fields.invoices.lines')}
      </h3>
      <table className="invoice-lines-table hidden w-full text-sm sm:table">
        <thead className="border-b border-line text-muted">
          <tr>
            <th className="py-2 pe-3 text-start font-medium">{label('description')}</th>
            <th className="px-3 py-2 text-end font-medium">{label('quantity')}</th>
            <th className="px-3 py-2 text-end font-medium">{label('unitPrice')}</th>
            <th className="px-3 py-2 text-end font-medium">{label('taxRate')}</th>
            <th className="px-3 py-2 text-end font-medium">{label('discountRate')}</th>
            <th className="py-2 ps-3 text-end font-medium">{t('invoicePage.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ line, index, amounts }) => (
            <tr key={line.id ?? index} className="border-b border-line align-top" data-line>
              <td dir="auto" className="py-2 pe-3 text-ink">
                {line.description}
              </td>
              <td className="px-3 py-2 text-end tabular-nums">{fmt.number(line.quantity)}</td>
              <td className="px-3 py-2 text-end tabular-nums whitespace-nowrap">
                <bdi>{fmt.money(line.unitPrice)}</bdi>
              </td>
              <td className="px-3 py-2 text-end tabular-nums">{fmt.number(line.taxRate)}</td>
              <td className="px-3 py-2 text-end tabular-nums">{fmt.number(line.discountRate)}</td>
              <td className="py-2 ps-3 text-end font-medium tabular-nums whitespace-nowrap">
                <bdi>{fmt.money(amounts.total)}</bdi>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ol className="invoice-lines-cards grid gap-3 sm:hidden">
        {rows.map(({ line, index, amounts }) => (
          <li key={line.id ?? index} className="rounded-lg border border-line p-3 text-sm">
            <div className="flex items-start justify-between gap-3">
              <span dir="auto" className="min-w-0 font-medium break-words text-ink">
                {line.description}
              </span>
              <bdi className="font-semibold whitespace-nowrap tabular-nums">{fmt.money(amounts.total)}</bdi>
            </div>
            <p className="mt-1 text-muted tabular-nums">
              {t('invoicePage.lineSummary', {
                quantity: fmt.number(line.quantity),
                price: fmt.money(line.unitPrice),
                tax: fmt.number(line.taxRate),
              })}
              {line.discountRate > 0 && ` · ${t('invoicePage.lineDiscount', { rate: fmt.number(line.discountRate) })}`}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}

function Totals({ invoice }: { invoice: InvoiceDetail }) {
  const { t } = useTranslation();
  const fmt = useInvoiceFormat(invoice.currency);
  // The discount is not a field of the invoice: it is the sum of its lines' discounts, as the backend computes them.
  const { discount } = invoiceTotals(invoice.lines);
  const rows: [string, number, boolean?][] = [
    [t('fields.invoices.subtotal'), invoice.subtotal],
    ...(discount !== 0 ? [[t('invoicePage.discount'), -discount] as [string, number]] : []),
    [t('fields.invoices.tax'), invoice.tax],
    [t('fields.invoices.total'), invoice.total, true],
    [t('fields.invoices.paid'), invoice.paid],
    [t('fields.invoices.balance'), invoice.balance, true],
  ];
  return (
    <dl className="ms-auto grid w-full max-w-xs grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm" data-totals>
      {rows.map(([name, value, strong]) => (
        <div key={name} className="contents">
          <dt className={strong ? 'font-semibold text-ink' : 'text-muted'}>{name}</dt>
          <dd className={`text-end tabular-nums ${strong ? 'font-semibold text-ink' : 'text-ink'}`}>
            <bdi>{fmt.money(value)}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Payments({ invoice, onDelete }: { invoice: InvoiceDetail; onDelete?: ((payment: Payment) => void) | undefined }) {
  const { t } = useTranslation();
  const fmt = useInvoiceFormat(invoice.currency);
  return (
    <section aria-labelledby="invoice-payments" className="grid gap-2">
      <h3 id="invoice-payments" className="text-base font-semibold text-ink">
        {t('invoicePage.payments')}
      </h3>
      {invoice.payments.length === 0 ? (
        <p className="text-sm text-muted">{t('invoicePage.noPayments')}</p>
      ) : (
        <ul className="divide-y divide-line rounded-lg border border-line text-sm">
          {invoice.payments.map((payment) => (
            <li key={payment.id} className="flex items-center gap-3 px-3 py-2" data-payment>
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap gap-x-4">
                  <span className="tabular-nums text-muted">{fmt.date(payment.date)}</span>
                  <span className="text-ink">{t(`enums.invoices.paymentMethod.${payment.method}`)}</span>
                </div>
                {payment.note && (
                  <p dir="auto" className="break-words text-muted">
                    {payment.note}
                  </p>
                )}
              </div>
              <bdi className="font-medium whitespace-nowrap tabular-nums">{fmt.money(payment.amount)}</bdi>
              {onDelete && (
                <button
                  type="button"
                  onClick={() => onDelete(payment)}
                  aria-label={t('invoicePage.deletePayment', { amount: fmt.money(payment.amount), date: fmt.date(payment.date) })}
                  className="rounded-md p-1.5 text-muted hover:bg-surface-2 hover:text-danger print:hidden"
                  data-print-hidden
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The invoice as a document: what the page shows and what is printed (nothing else is on paper). */
export function InvoiceDocument({
  invoice,
  customer,
  customerLoading = false,
  onDeletePayment,
}: {
  invoice: InvoiceDetail;
  /** The customer billed, once read; `customerLoading` while it is. */
  customer: BilledCustomer | null;
  customerLoading?: boolean;
  onDeletePayment?: ((payment: Payment) => void) | undefined;
}) {
  const { t } = useTranslation();
  const fmt = useInvoiceFormat(invoice.currency);
  return (
    <article
      data-invoice-print
      aria-labelledby="invoice-title"
      className="grid gap-6 rounded-xl border border-line bg-surface p-4 shadow-sm sm:p-6"
    >
      <span id="invoice-title" className="sr-only">
        {invoice.number ?? t('invoicePage.draft')}
      </span>
      <Header invoice={invoice} />
      {invoice.status === 'void' && (
        <p role="note" className="rounded-lg border border-danger bg-danger-soft px-3 py-2 text-sm text-ink" data-void-note>
          {t('invoicePage.voidNote', {
            date: invoice.voidedAt ? fmt.date(invoice.voidedAt) : '',
            reason: invoice.voidReason ?? '',
          })}
        </p>
      )}
      <BillTo invoice={invoice} customer={customer} customerLoading={customerLoading} />
      <Lines invoice={invoice} />
      <Totals invoice={invoice} />
      <Payments invoice={invoice} onDelete={onDeletePayment} />
    </article>
  );
}
