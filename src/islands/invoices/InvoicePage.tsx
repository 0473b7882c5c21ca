import { useStore } from '@nanostores/react';
import { ArrowLeft, Ban, Download, HandCoins, Pencil, Printer, Send } from 'lucide-react';
import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { translateError } from '../../api/errors.ts';
import { I18nIsland, useLocale, useTranslation, type I18nProps } from '../../i18n/react.tsx';
import { localizePath } from '../../i18n/paths.ts';
import type { ListScreenSpec } from '../../screens/list-spec.ts';
import { versionOf } from '../../stores/conflict.ts';
import {
  createInvoiceStore,
  invoiceIdFrom,
  isGone,
  type InvoiceDetail,
  type InvoiceStore,
  type Payment,
} from '../../stores/screens/invoice.ts';
import { listStore } from '../../stores/lists.ts';
import { notify } from '../../stores/notify.ts';
import { LazyFormDialog as FormDialog } from '../list/LazyFormDialog.tsx';
import type { Row } from '../list/data-table/DataTable.tsx';
import { RecordHistory } from '../list/form-dialog/RecordHistory.tsx';
import { ConfirmDialog } from '../shared/ConfirmDialog.tsx';
import { PermissionGate, useCan, useGrants } from '../shared/Permitted.tsx';
import { InvoiceDocument, useInvoiceFormat } from './InvoiceDocument.tsx';
import { PRIMARY, SECONDARY } from './invoice-classes.ts';

// The payment and void dialogs (with the dialog library) load when one is opened, not with the page.
const PaymentDialog = lazy(() => import('./PaymentDialog.tsx').then((m) => ({ default: m.PaymentDialog })));
const VoidDialog = lazy(() => import('./VoidDialog.tsx').then((m) => ({ default: m.VoidDialog })));

/** Statuses that take a payment (the backend refuses the others with 409). */
const PAYABLE = new Set(['sent', 'partly_paid', 'overdue']);

type Open = 'edit' | 'send' | 'payment' | 'void' | { deletePayment: Payment } | null;

/** What the signed-in role may do to this invoice now: the role table decides what shows, the server still checks. */
function useInvoiceActions(invoice: InvoiceDetail) {
  const grants = useGrants();
  const mayUpdate = useCan('invoices.update');
  // `invoices.void` is not a list action: read from the grants (null: not known yet, so shown; the server decides).
  const mayVoid = grants === null || grants.has('invoices.void');
  const draft = invoice.status === 'draft';
  return {
    edit: draft && mayUpdate,
    send: draft && mayUpdate,
    payment: PAYABLE.has(invoice.status) && invoice.balance > 0 && mayUpdate,
    void: !draft && invoice.status !== 'void' && mayVoid,
    deletePayment: invoice.status !== 'void' && mayVoid,
  };
}

function ActionButton({ onClick, icon, children, primary }: { onClick(): void; icon: ReactNode; children: ReactNode; primary?: boolean }) {
  return (
    <button type="button" onClick={onClick} className={`inline-flex items-center gap-2 ${primary ? PRIMARY : SECONDARY}`}>
      {icon}
      {children}
    </button>
  );
}

/** The PDF, fetched with the session's token and handed to the browser as a download. */
function usePdfDownload(store: InvoiceStore, name: string) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const download = () => {
    setBusy(true);
    store
      .pdf()
      .then(
        (blob) => {
          const url = URL.createObjectURL(blob);
          const link = Object.assign(document.createElement('a'), { href: url, download: `${name}.pdf` });
          link.click();
          setTimeout(() => URL.revokeObjectURL(url), 10_000);
        },
        (error: unknown) => notify.error(translateError(error, t)),
      )
      .finally(() => setBusy(false));
  };
  return { busy, download };
}

function Actions({ invoice, store, onOpen }: { invoice: InvoiceDetail; store: InvoiceStore; onOpen(open: Open): void }) {
  const { t } = useTranslation();
  const may = useInvoiceActions(invoice);
  const pdf = usePdfDownload(store, invoice.number ?? `invoice-${invoice.id}`);
  const icon = 'size-4';
  return (
    <div role="toolbar" aria-label={t('invoicePage.actions')} className="flex flex-wrap gap-2 print:hidden" data-print-hidden>
      {may.edit && (
        <ActionButton onClick={() => onOpen('edit')} icon={<Pencil className={icon} aria-hidden="true" />}>
          {t('invoicePage.edit')}
        </ActionButton>
      )}
      {may.send && (
        <ActionButton primary onClick={() => onOpen('send')} icon={<Send className={`${icon} rtl:-scale-x-100`} aria-hidden="true" />}>
          {t('invoicePage.send')}
        </ActionButton>
      )}
      {may.payment && (
        <ActionButton primary onClick={() => onOpen('payment')} icon={<HandCoins className={icon} aria-hidden="true" />}>
          {t('invoicePage.recordPayment')}
        </ActionButton>
      )}
      <button
        type="button"
        onClick={pdf.download}
        disabled={pdf.busy}
        className={`inline-flex items-center gap-2 ${SECONDARY} disabled:opacity-60`}
      >
        <Download className={icon} aria-hidden="true" />
        {t(pdf.busy ? 'invoicePage.pdfLoading' : 'invoicePage.pdf')}
      </button>
      <ActionButton onClick={() => window.print()} icon={<Printer className={icon} aria-hidden="true" />}>
        {t('invoicePage.print')}
      </ActionButton>
      {may.void && (
        <button
          type="button"
          onClick={() => onOpen('void')}
          className="inline-flex items-center gap-2 rounded-lg border border-danger px-4 py-2 text-sm font-medium text-danger hover:bg-danger-soft"
        >
          <Ban className={icon} aria-hidden="true" />
          {t('invoicePage.void.action')}
        </button>
      )}
    </div>
  );
}

/** The dialogs the actions open: edit (the list's form, its 412 handled there), send, payment, void, delete payment. */
function Dialogs({
  invoice,
  store,
  spec,
  open,
  onClose,
}: {
  invoice: InvoiceDetail;
  store: InvoiceStore;
  spec: ListScreenSpec;
  open: Open;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const fmt = useInvoiceFormat(invoice.currency);
  const [busy, setBusy] = useState(false);
  const run = (call: () => Promise<unknown>, done: string) => {
    setBusy(true);
    call()
      .then(
        () => {
          notify.success(done);
          onClose();
        },
        (error: unknown) => notify.error(translateError(error, t)),
      )
      .finally(() => setBusy(false));
  };
  const invoices = listStore('invoices');
  const toDelete = open && typeof open === 'object' ? open.deletePayment : null;
  return (
    <>
      <FormDialog
        spec={spec}
        target={open === 'edit' ? { row: invoice as unknown as Row } : null}
        defaults={{}}
        onClose={onClose}
        onSave={async (input, row) => {
          const saved = await invoices.update({ ...row, ...input } as never, { ifMatch: row ? versionOf(row) : undefined });
          void store.load();
          return saved;
        }}
        onLoad={(id) => invoices.get(id)}
      />
      <ConfirmDialog
        open={open === 'send'}
        title={t('invoicePage.sendTitle')}
        message={t('invoicePage.sendText')}
        confirmLabel={t('invoicePage.send')}
        busy={busy}
        onConfirm={() => run(store.send, t('invoicePage.sent'))}
        onCancel={onClose}
      />
      <ConfirmDialog
        open={toDelete !== null}
        title={t('invoicePage.deletePaymentTitle')}
        message={toDelete ? t('invoicePage.deletePaymentText', { amount: fmt.money(toDelete.amount), date: fmt.date(toDelete.date) }) : ''}
        confirmLabel={t('table.delete')}
        busy={busy}
        onConfirm={() => toDelete && run(() => store.deletePayment(toDelete.id), t('invoicePage.paymentDeleted'))}
        onCancel={onClose}
      />
      <Suspense fallback={null}>
        {open === 'payment' && <PaymentDialog invoice={invoice} onRecord={store.recordPayment} onClose={onClose} />}
        {open === 'void' && <VoidDialog invoice={invoice} onVoid={store.void} onClose={onClose} />}
      </Suspense>
    </>
  );
}

function Loaded({ invoice, store, spec }: { invoice: InvoiceDetail; store: InvoiceStore; spec: ListScreenSpec }) {
  const { t } = useTranslation();
  const { customer, customerLoading } = useStore(store.$state);
  // The customer shown is the one this invoice bills (an edit may have named another, being read).
  const billed = customer?.id === invoice.customerId ? customer : null;
  const [open, setOpen] = useState<Open>(null);
  const may = useInvoiceActions(invoice);
  const mayReadTrail = useCan('audit.read');
  return (
    <div className="grid gap-4">
      <Actions invoice={invoice} store={store} onOpen={setOpen} />
      {invoice.status !== 'draft' && invoice.status !== 'void' && (
        <p
          className="rounded-lg border border-line bg-surface-2 px-3 py-2 text-sm text-muted print:hidden"
          data-print-hidden
          data-locked-note
        >
          {t('invoicePage.locked')}
        </p>
      )}
      <InvoiceDocument
        invoice={invoice}
        customer={billed}
        customerLoading={customerLoading}
        onDeletePayment={may.deletePayment ? (payment) => setOpen({ deletePayment: payment }) : undefined}
      />
      {mayReadTrail && (
        <section
          aria-labelledby="invoice-history"
          className="grid gap-3 rounded-xl border border-line bg-surface p-4 sm:p-6 print:hidden"
          data-print-hidden
        >
          <h2 id="invoice-history" className="text-base font-semibold text-ink">
            {t('invoicePage.history')}
          </h2>
          <RecordHistory resource="invoices" recordId={invoice.id} label={(field) => t(`fields.invoices.${field}`)} />
        </section>
      )}
      <Dialogs invoice={invoice} store={store} spec={spec} open={open} onClose={() => setOpen(null)} />
    </div>
  );
}

function BackLink() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <a
      href={localizePath(locale, 'apps/invoices/')}
      className="inline-flex items-center gap-2 text-sm font-medium text-primary hover:underline print:hidden"
      data-print-hidden
    >
      <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" />
      {t('invoicePage.back')}
    </a>
  );
}

/**
 * The page while the invoice is read: the toolbar's row and the document's card in their places, the card as tall as
 * a short invoice, so the footer stays below the fold and what arrives replaces the placeholders without moving them.
 */
function Skeleton() {
  const { t } = useTranslation();
  const bar = 'animate-pulse rounded bg-surface-2';
  return (
    <div aria-busy="true" className="grid gap-4" data-invoice-loading>
      <p role="status" className="sr-only">
        {t('common.loading')}
      </p>
      <div className="flex gap-2" aria-hidden="true">
        <div className={`h-[38px] w-36 ${bar}`} />
        <div className={`h-[38px] w-24 ${bar}`} />
      </div>
      <div
        className="grid min-h-[46rem] content-start gap-6 rounded-xl border border-line bg-surface p-4 shadow-sm sm:p-6"
        aria-hidden="true"
      >
        <div className={`h-9 w-56 ${bar}`} />
        <div className={`h-28 w-64 max-w-full ${bar}`} />
        <div className={`h-24 ${bar}`} />
        <div className={`h-32 w-64 max-w-full justify-self-end ${bar}`} />
      </div>
    </div>
  );
}

function InvoiceView({ store, spec }: { store: InvoiceStore; spec: ListScreenSpec }) {
  const { t } = useTranslation();
  const state = useStore(store.$state);
  useEffect(() => {
    void store.load();
    return store.follow();
  }, [store]);
  if (state.invoice) {
    return (
      <>
        {state.error !== null && (
          <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger print:hidden">
            {translateError(state.error, t)}
          </p>
        )}
        <Loaded invoice={state.invoice} store={store} spec={spec} />
      </>
    );
  }
  if (state.loading) return <Skeleton />;
  if (isGone(state.error)) return <Gone />;
  return (
    <div role="alert" className="grid justify-items-start gap-3 rounded-xl border border-line bg-surface p-6">
      <p className="font-semibold text-ink">{t('invoicePage.loadFailed')}</p>
      <p className="text-sm text-muted">{translateError(state.error, t)}</p>
      <button type="button" onClick={() => void store.load()} className={SECONDARY}>
        {t('table.retry')}
      </button>
    </div>
  );
}

function Gone() {
  const { t } = useTranslation();
  return (
    <div className="grid justify-items-start gap-2 rounded-xl border border-line bg-surface p-6" data-invoice-gone>
      <h2 className="text-lg font-semibold text-ink">{t('invoicePage.goneTitle')}</h2>
      <p className="text-sm text-muted">{t('invoicePage.gone')}</p>
    </div>
  );
}

/**
 * What the page is for, in the page as built (it needs no data): it is also the phone's largest text at the first
 * paint, so the largest contentful paint does not wait for the invoice's read behind the fake backend's start.
 */
function Intro() {
  const { t } = useTranslation();
  return (
    <p className="max-w-prose text-sm text-muted print:hidden" data-print-hidden data-invoice-intro>
      {t('invoicePage.intro')}
    </p>
  );
}

/** The invoice its address names (`?id=12`), read once the page runs (the page is static: one for every invoice). */
function InvoicePageBody({ spec }: { spec: ListScreenSpec }) {
  const [id, setId] = useState<number | null | undefined>(undefined);
  useEffect(() => setId(invoiceIdFrom(window.location.search)), []);
  const store = useMemo(() => (id ? createInvoiceStore(id) : null), [id]);
  return (
    <div className="grid gap-4">
      <BackLink />
      <Intro />
      {id === undefined ? <Skeleton /> : store ? <InvoiceView store={store} spec={spec} /> : <Gone />}
    </div>
  );
}

export default function InvoicePage({ locale, spec }: I18nProps & { spec: ListScreenSpec }) {
  return (
    <I18nIsland locale={locale} errorPanel="panel">
      <PermissionGate need="invoices.read">
        <InvoicePageBody spec={spec} />
      </PermissionGate>
    </I18nIsland>
  );
}
