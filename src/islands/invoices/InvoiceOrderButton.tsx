import { FileText, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { translateError } from '../../api/errors.ts';
import { localizePath } from '../../i18n/paths.ts';
import { useLocale, useTranslation } from '../../i18n/react.tsx';
import type { Row } from '../../screens/list-spec.ts';
import { invoiceOrder } from '../../stores/screens/invoice-from-order.ts';
import { notify } from '../../stores/notify.ts';
import { plainText } from '../../plain-text.ts';

const today = () => new Date().toLocaleDateString('sv-SE'); // YYYY-MM-DD in the viewer's time zone

/** "Invoice this order": a draft invoice of the order's customer and amount, then its page, where it is checked and sent. */
export function InvoiceOrderButton({ row }: { row: Row }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const order = plainText(row.orderId);
  const make = () => {
    setBusy(true);
    invoiceOrder(
      { orderId: order, customerId: Number(row.customerId), amount: Number(row.amount) },
      today(),
      t('invoicePage.fromOrder.line', { order }),
    ).then(
      (id) => {
        notify.success(t('invoicePage.fromOrder.created', { order }));
        window.location.assign(localizePath(locale, `apps/invoices/invoice/?id=${id}`));
      },
      (error: unknown) => {
        setBusy(false);
        notify.error(translateError(error, t));
      },
    );
  };
  return (
    <button
      type="button"
      onClick={make}
      disabled={busy}
      aria-label={`${t('invoicePage.fromOrder.action')} ${order}`}
      title={t('invoicePage.fromOrder.action')}
      className="rounded-md p-1.5 text-muted hover:bg-surface-2 hover:text-primary disabled:opacity-60"
      data-invoice-order
    >
      {busy ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : <FileText className="size-4" aria-hidden="true" />}
    </button>
  );
}
