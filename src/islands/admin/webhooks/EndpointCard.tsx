import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { translateError } from '../../../api/errors.ts';
import { useTranslation } from '../../../i18n/react.tsx';
import { notify } from '../../../stores/notify.ts';
import { webhooksStore, type Webhook } from '../../../stores/screens/webhooks.ts';
import { StatusBadge } from '../../shared/StatusBadge.tsx';
import { DeliveryLog } from './DeliveryLog.tsx';
import { BUTTON } from './event-groups.ts';

export interface CardActions {
  edit(hook: Webhook): void;
  remove(hook: Webhook): void;
  rotate(hook: Webhook): void;
}

const stateOf = (hook: Webhook) => (hook.enabled ? 'enabled' : (hook.disabledReason ?? 'paused'));
const TONES = { enabled: 'success', paused: 'neutral', failing: 'danger' } as const;

/** One endpoint: its URL, description, events and state, its actions, and its delivery log when opened. */
export function EndpointCard({ hook, actions }: { hook: Webhook; actions: CardActions }) {
  const { t } = useTranslation();
  const busy = useStore(webhooksStore.$webhooks).saving === hook.id;
  const [open, setOpen] = useState(false);
  const state = stateOf(hook);
  const toggle = () => {
    webhooksStore.setEnabled(hook, !hook.enabled).then(
      () => notify.success(t(hook.enabled ? 'admin.webhooks.pausedToast' : 'admin.webhooks.enabledToast')),
      (error: unknown) => notify.error(translateError(error, t)),
    );
  };
  const named = <span className="sr-only">: {hook.url}</span>;
  return (
    <li className="rounded-xl border border-line bg-surface p-4" data-webhook={hook.url}>
      <div className="flex flex-wrap items-start gap-3">
        <div className="min-w-0 flex-1">
          <p dir="ltr" className="break-all text-start font-medium text-ink">
            {hook.url}
          </p>
          {hook.description && (
            <p dir="auto" className="text-sm text-muted">
              {hook.description}
            </p>
          )}
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted">
            <StatusBadge value={state} label={t(`admin.webhooks.state.${state}`)} tone={TONES[state]} />
            <span title={hook.events.join(', ')}>{t('admin.webhooks.eventCount', { count: hook.events.length })}</span>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="button" className={BUTTON} aria-expanded={open} onClick={() => setOpen(!open)}>
            {t(open ? 'admin.webhooks.hideDeliveries' : 'admin.webhooks.deliveries')}
            {named}
          </button>
          <button type="button" className={BUTTON} onClick={() => actions.edit(hook)}>
            {t('admin.webhooks.edit')}
            {named}
          </button>
          <button type="button" className={BUTTON} disabled={busy} onClick={toggle}>
            {t(hook.enabled ? 'admin.webhooks.pause' : 'admin.webhooks.enable')}
            {named}
          </button>
          <button type="button" className={BUTTON} disabled={busy} onClick={() => actions.rotate(hook)}>
            {t('admin.webhooks.rotate')}
            {named}
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={() => actions.remove(hook)}
            className="rounded-lg border border-danger/40 px-3 py-1.5 text-sm font-medium text-danger hover:bg-danger-soft disabled:opacity-60"
          >
            {t('admin.webhooks.delete')}
            {named}
          </button>
        </div>
      </div>
      {open && <DeliveryLog hook={hook} />}
    </li>
  );
}
