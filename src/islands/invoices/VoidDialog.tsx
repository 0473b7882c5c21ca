import { useId, useState, type FormEvent } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { translateError } from '../../api/errors.ts';
import { useTranslation } from '../../i18n/react.tsx';
import type { InvoiceDetail } from '../../stores/screens/invoice.ts';
import { notify } from '../../stores/notify.ts';
import { FIELD } from './invoice-classes.ts';
import { DialogActions } from '../shared/forms/DialogActions.tsx';

/** Void a sent invoice (administrators) with a reason; a refusal is said in the dialog and the reason typed stays. */
export function VoidDialog({
  invoice,
  onVoid,
  onClose,
}: {
  invoice: InvoiceDetail;
  onVoid(reason: string): Promise<unknown>;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const ids = { reason: useId(), error: useId() };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setMissing(true);
      document.getElementById(ids.reason)?.focus();
      return;
    }
    setSaving(true);
    setFailure(null);
    onVoid(reason.trim())
      .then(
        () => {
          notify.success(t('invoicePage.void.done'));
          onClose();
        },
        (error: unknown) => setFailure(translateError(error, t)),
      )
      .finally(() => setSaving(false));
  };

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
            {t('invoicePage.void.title', { number: invoice.number ?? '' })}
          </Heading>
          <p className="mt-1 text-sm text-muted">{t('invoicePage.void.text')}</p>
          <form noValidate onSubmit={submit} className="mt-4 grid gap-4">
            <div className="grid gap-1.5">
              <label htmlFor={ids.reason} className="text-sm font-medium">
                {t('invoicePage.void.reason')}
              </label>
              <textarea
                id={ids.reason}
                dir="auto"
                rows={3}
                maxLength={500}
                value={reason}
                aria-invalid={missing || undefined}
                aria-describedby={missing ? ids.error : undefined}
                onChange={(e) => {
                  setReason(e.target.value);
                  setMissing(false);
                }}
                className={FIELD}
              />
              {missing && (
                <p id={ids.error} className="text-sm text-danger">
                  {t('invoicePage.void.reasonRequired')}
                </p>
              )}
            </div>
            {failure && (
              <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger">
                {failure}
              </p>
            )}
            <DialogActions
              onCancel={onClose}
              busy={saving}
              tone="danger"
              label={t('invoicePage.void.confirm')}
              busyLabel={t('invoicePage.void.voiding')}
            />
          </form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
