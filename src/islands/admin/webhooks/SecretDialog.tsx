import { useState } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { INTL_TAGS } from '../../../i18n/locales.ts';
import { useLocale, useTranslation } from '../../../i18n/react.tsx';
import type { WebhookWithSecret } from '../../../stores/screens/webhooks.ts';
import { BUTTON } from './event-groups.ts';

/**
 * An endpoint's secret, shown once: after it is added, or rotated (then with the end of the old secret's overlap).
 * The store never keeps it; closing the dialog is the last time it is seen.
 */
export function SecretDialog({ shown, onClose }: { shown: { hook: WebhookWithSecret; rotated: boolean } | null; onClose(): void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [copied, setCopied] = useState(false);
  const secret = shown?.hook.secret ?? '';
  const until = shown?.hook.previousSecretUntil;
  const copy = () => void navigator.clipboard?.writeText(secret).then(() => setCopied(true));
  return (
    <ModalOverlay
      isOpen={shown !== null}
      onOpenChange={(open) => {
        if (!open) {
          setCopied(false);
          onClose();
        }
      }}
      className="fixed inset-0 z-50 grid place-items-center bg-black/40 p-4"
    >
      <Modal className="w-full max-w-lg rounded-xl border border-line bg-surface p-6 text-ink shadow-xl">
        <Dialog className="outline-none" data-testid="webhook-secret">
          {({ close }) => (
            <>
              <Heading slot="title" className="text-lg font-semibold">
                {t('admin.webhooks.secretTitle')}
              </Heading>
              <p className="mt-1 text-sm text-muted">
                {shown?.rotated && until
                  ? t('admin.webhooks.rotatedText', { until: new Date(until).toLocaleString(INTL_TAGS[locale]) })
                  : t('admin.webhooks.secretText')}
              </p>
              <output dir="ltr" className="mt-4 block break-all rounded-lg bg-surface-2 px-3 py-2 font-mono text-sm" data-secret>
                {secret}
              </output>
              <div className="mt-4 flex justify-end gap-2">
                <Button onPress={copy} className={BUTTON}>
                  {t(copied ? 'admin.webhooks.copied' : 'admin.webhooks.copy')}
                </Button>
                <Button
                  onPress={close}
                  className="rounded-lg bg-primary px-4 py-2 text-sm font-medium text-on-primary hover:bg-primary-strong"
                >
                  {t('admin.webhooks.done')}
                </Button>
              </div>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
