import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { translateError } from '../../api/errors.ts';
import { currencyDigits } from '../../contract/money-format.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { PAYMENT_METHODS, type InvoiceDetail, type PaymentBody, type PaymentMethod } from '../../stores/screens/invoice.ts';
import { notify } from '../../stores/notify.ts';
import { useInvoiceFormat } from './InvoiceDocument.tsx';
import { minorToInput, parseMinorAmount, paymentProblems } from './payment-input.ts';
import { FIELD } from './invoice-classes.ts';
import { DialogActions } from '../shared/forms/DialogActions.tsx';

const today = () => new Date().toLocaleDateString('sv-SE'); // YYYY-MM-DD in the viewer's time zone

/**
 * Record a payment: amount (at most the balance, in the invoice's currency), date, method and a note. A problem is
 * said at its field; the backend's refusal in the dialog, translated. What was typed stays until the payment is in.
 */
export function PaymentDialog({
  invoice,
  onRecord,
  onClose,
}: {
  invoice: InvoiceDetail;
  onRecord(body: PaymentBody): Promise<unknown>;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const fmt = useInvoiceFormat(invoice.currency);
  const digits = currencyDigits(invoice.currency);
  const [typed, setTyped] = useState({ amount: minorToInput(invoice.balance, digits), date: today(), method: 'bank_transfer', note: '' });
  const [shown, setShown] = useState<ReturnType<typeof paymentProblems>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const ids = { amount: useId(), date: useId(), method: useId(), note: useId(), amountError: useId(), dateError: useId() };
  const change = (field: keyof typeof typed, value: string) => {
    setTyped((old) => ({ ...old, [field]: value }));
    setShown((old) => ({ ...old, [field]: undefined }));
  };
  const problemText = (problem: string | undefined) =>
    problem === 'amountOverBalance'
      ? t('invoicePage.payment.amountOverBalance', { balance: fmt.money(invoice.balance) })
      : problem === 'amountInvalid'
        ? t('invoicePage.payment.amountInvalid', { example: digits > 0 ? `120.${'5'.padEnd(digits, '0')}` : '120' })
        : problem === 'dateInvalid'
          ? t('invoicePage.payment.dateInvalid')
          : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = paymentProblems(typed, digits, invoice.balance);
    setShown(problems);
    if (problems.amount || problems.date) {
      document.getElementById(problems.amount ? ids.amount : ids.date)?.focus();
      return;
    }
    const note = typed.note.trim();
    const body: PaymentBody = {
      amount: parseMinorAmount(typed.amount, digits)!,
      date: typed.date,
      method: typed.method as PaymentMethod,
      ...(note ? { note } : {}),
    };
    setSaving(true);
    setFailure(null);
    onRecord(body)
      .then(
        () => {
          notify.success(t('invoicePage.payment.recorded'));
          onClose();
        },
        (error: unknown) => setFailure(translateError(error, t)),
      )
      .finally(() => setSaving(false));
  };

  const amountProblem = problemText(shown.amount);
  const dateProblem = problemText(shown.date);
  return (
    <ModalOverlay
      isOpen
      onOpenChange={(open) => !open && onClose()}
      isDismissable
      className="fixed inset-0 z-50 grid place-items-center bg-black/40 p-4"
    >
      <Modal className="max-h-full w-full max-w-md overflow-y-auto rounded-xl border border-line bg-surface p-6 text-ink shadow-xl">
        <Dialog className="outline-none">
          <Heading slot="title" className="text-lg font-semibold">
            {t('invoicePage.payment.title')}
          </Heading>
          <p className="mt-1 text-sm text-muted">{t('invoicePage.payment.balance', { balance: fmt.money(invoice.balance) })}</p>
          <form noValidate onSubmit={submit} className="mt-4 grid gap-4">
            <FieldBlock
              id={ids.amount}
              label={t('invoicePage.payment.amount', { currency: invoice.currency })}
              problemId={ids.amountError}
              problem={amountProblem}
            >
              <input
                id={ids.amount}
                inputMode="decimal"
                dir="ltr"
                autoComplete="off"
                value={typed.amount}
                aria-invalid={amountProblem ? true : undefined}
                aria-describedby={amountProblem ? ids.amountError : undefined}
                onChange={(e) => change('amount', e.target.value)}
                className={FIELD}
              />
            </FieldBlock>
            <FieldBlock id={ids.date} label={t('invoicePage.payment.date')} problemId={ids.dateError} problem={dateProblem}>
              <input
                id={ids.date}
                type="date"
                value={typed.date}
                aria-invalid={dateProblem ? true : undefined}
                aria-describedby={dateProblem ? ids.dateError : undefined}
                onChange={(e) => change('date', e.target.value)}
                className={FIELD}
              />
            </FieldBlock>
            <FieldBlock id={ids.method} label={t('invoicePage.payment.method')}>
              <select id={ids.method} value={typed.method} onChange={(e) => change('method', e.target.value)} className={FIELD}>
                {PAYMENT_METHODS.map((method) => (
                  <option key={method} value={method}>
                    {t(`enums.invoices.paymentMethod.${method}`)}
                  </option>
                ))}
              </select>
            </FieldBlock>
            <FieldBlock id={ids.note} label={t('invoicePage.payment.note')}>
              <input
                id={ids.note}
                dir="auto"
                maxLength={500}
                value={typed.note}
                onChange={(e) => change('note', e.target.value)}
                className={FIELD}
              />
            </FieldBlock>
            {failure && (
              <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger">
                {failure}
              </p>
            )}
            <DialogActions
              onCancel={onClose}
              busy={saving}
              label={t('invoicePage.payment.save')}
              busyLabel={t('invoicePage.payment.saving')}
            />
          </form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

/** A labelled field of the form, with its problem said under it (the field names it in aria-describedby). */
function FieldBlock({
  id,
  label,
  problemId,
  problem,
  children,
}: {
  id: string;
  label: string;
  problemId?: string;
  problem?: string;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
      {problem && (
        <p id={problemId} className="text-sm text-danger">
          {problem}
        </p>
      )}
    </div>
  );
}
