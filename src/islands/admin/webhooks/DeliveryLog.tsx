import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { translateError } from '../../../api/errors.ts';
import { INTL_TAGS } from '../../../i18n/locales.ts';
import { useLocale, useTranslation } from '../../../i18n/react.tsx';
import { notify } from '../../../stores/notify.ts';
import { webhooksStore, type Webhook, type WebhookDelivery } from '../../../stores/screens/webhooks.ts';
import { StatusBadge } from '../../shared/StatusBadge.tsx';
import { BUTTON } from './event-groups.ts';

const TONES = { delivered: 'success', failed: 'danger', pending: 'warning', sending: 'info', notSent: 'neutral' } as const;

/** A delivery's state: the fake backend's carry the headers they would have had, and were not sent. */
const stateOf = (d: WebhookDelivery) => (d.headers ? 'notSent' : d.status);

function DeliveryItem({ hook, delivery }: { hook: Webhook; delivery: WebhookDelivery }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const state = stateOf(delivery);
  const resend = () => {
    setBusy(true);
    webhooksStore
      .resend(hook.id, delivery.id)
      .then(
        () => notify.success(t('admin.webhooks.resent')),
        (error: unknown) => notify.error(translateError(error, t)),
      )
      .finally(() => setBusy(false));
  };
  return (
    <li className="grid gap-2 border-t border-line py-3 first:border-t-0" data-delivery={delivery.eventType}>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        <code dir="ltr" className="font-medium text-ink">
          {delivery.eventType}
        </code>
        <StatusBadge value={state} label={t(`admin.webhooks.deliveryStatus.${state}`)} tone={TONES[state]} />
        <time dateTime={delivery.createdAt} className="text-muted">
          {new Date(delivery.createdAt).toLocaleString(INTL_TAGS[locale])}
        </time>
        {delivery.statusCode !== undefined && <span>{t('admin.webhooks.statusCode', { code: delivery.statusCode })}</span>}
        {delivery.durationMs !== undefined && (
          <span className="text-muted">{t('admin.webhooks.duration', { ms: delivery.durationMs })}</span>
        )}
        {!delivery.headers && <span className="text-muted">{t('admin.webhooks.attempts', { count: delivery.attempts })}</span>}
        <button type="button" onClick={resend} disabled={busy} className={`${BUTTON} ms-auto`}>
          {t('admin.webhooks.resend')}
          <span className="sr-only">: {delivery.eventType}</span>
        </button>
      </div>
      {delivery.response !== undefined && (
        <pre dir="ltr" className="max-h-32 overflow-auto whitespace-pre-wrap break-all rounded bg-surface-2 p-2 text-xs">
          {delivery.response}
        </pre>
      )}
      {delivery.headers && <p className="text-xs text-muted">{t('admin.webhooks.notSentNote')}</p>}
      {delivery.error && !delivery.headers && <p className="text-sm text-danger">{delivery.error}</p>}
      <details className="text-sm">
        <summary className="cursor-pointer text-muted">{t('admin.webhooks.payload')}</summary>
        <pre dir="ltr" className="mt-2 max-h-64 overflow-auto whitespace-pre-wrap break-all rounded bg-surface-2 p-2 text-xs">
          {[
            ...Object.entries(delivery.headers ?? { 'webhook-id': delivery.messageId }).map(([k, v]) => `${k}: ${v}`),
            '',
            delivery.payload,
          ].join('\n')}
        </pre>
      </details>
    </li>
  );
}

/** An endpoint's delivery log, newest first, with "send test event", refresh and each delivery's resend. */
export function DeliveryLog({ hook }: { hook: Webhook }) {
  const { t } = useTranslation();
  const log = useStore(webhooksStore.$webhooks).logs[hook.id];
  const [testing, setTesting] = useState(false);
  useEffect(() => void webhooksStore.loadDeliveries(hook.id), [hook.id]);
  const sendTest = () => {
    setTesting(true);
    webhooksStore
      .sendTest(hook.id)
      .then(
        () => notify.success(t('admin.webhooks.testSent')),
        (error: unknown) => notify.error(translateError(error, t)),
      )
      .finally(() => setTesting(false));
  };
  const items = log?.items ?? [];
  return (
    <section
      aria-label={t('admin.webhooks.logTitle', { url: hook.url })}
      className="mt-3 rounded-lg border border-line px-3 py-2"
      data-testid="delivery-log"
    >
      <div className="flex flex-wrap items-center gap-2 py-1">
        <h3 className="text-sm font-semibold">{t('admin.webhooks.deliveries')}</h3>
        <button type="button" onClick={() => void webhooksStore.loadDeliveries(hook.id)} className={`${BUTTON} ms-auto`}>
          {t('admin.webhooks.refresh')}
        </button>
        <button type="button" onClick={sendTest} disabled={testing} className={BUTTON}>
          {t('admin.webhooks.sendTest')}
        </button>
      </div>
      <div aria-live="polite">
        {log?.error !== null && log?.error !== undefined ? (
          <p role="alert" className="py-2 text-sm text-danger">
            {t('admin.webhooks.logFailed')} {translateError(log.error, t)}
          </p>
        ) : !log || (log.loading && items.length === 0) ? (
          <p className="py-2 text-sm text-muted">{t('admin.webhooks.logLoading')}</p>
        ) : items.length === 0 ? (
          <p className="py-2 text-sm text-muted">{t('admin.webhooks.logEmpty')}</p>
        ) : (
          <ul>
            {items.map((delivery) => (
              <DeliveryItem key={delivery.id} hook={hook} delivery={delivery} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
