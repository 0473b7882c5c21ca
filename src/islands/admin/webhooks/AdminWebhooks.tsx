import { Webhook as WebhookIcon } from 'lucide-react';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { translateError } from '../../../api/errors.ts';
import { I18nIsland, useTranslation, type I18nProps } from '../../../i18n/react.tsx';
import { notify } from '../../../stores/notify.ts';
import { can } from '../../../stores/permissions.ts';
import { webhooksStore, type Webhook, type WebhookWithSecret } from '../../../stores/screens/webhooks.ts';
import { AddButton } from '../../shared/AddButton.tsx';
import { ConfirmDialog } from '../../shared/ConfirmDialog.tsx';
import { PermissionGate } from '../../shared/Permitted.tsx';
import { useHydratedStore } from '../../shared/use-hydrated-store.ts';
import { EndpointCard, type CardActions } from './EndpointCard.tsx';
import type { EventGroup } from './event-groups.ts';

interface Props extends I18nProps {
  /** The screen's translated name. */
  title: string;
  /** The events an endpoint may ask for, grouped by list, with their labels. */
  groups: EventGroup[];
}

// The dialogs (and react-aria's dialog and focus scope, 26 KiB of gzip) load when one first opens, not with the page.
const WebhookDialog = lazy(() => import('./WebhookDialog.tsx').then((m) => ({ default: m.WebhookDialog })));
const SecretDialog = lazy(() => import('./SecretDialog.tsx').then((m) => ({ default: m.SecretDialog })));

type Confirm = { kind: 'delete' | 'rotate'; hook: Webhook } | null;

/** Delete and rotate ask first; a rotation's new secret is then shown once. */
function useConfirm(onRotated: (made: WebhookWithSecret) => void) {
  const { t } = useTranslation();
  const [target, setTarget] = useState<Confirm>(null);
  const [busy, setBusy] = useState(false);
  const confirm = () => {
    if (!target) return;
    setBusy(true);
    const done =
      target.kind === 'delete'
        ? webhooksStore.remove(target.hook.id).then(() => notify.success(t('admin.webhooks.deleted')))
        : webhooksStore.rotate(target.hook.id).then(onRotated);
    done
      .catch((error: unknown) => notify.error(translateError(error, t)))
      .finally(() => {
        setBusy(false);
        setTarget(null);
      });
  };
  const kind = target?.kind ?? 'delete';
  const dialog = (
    <ConfirmDialog
      open={target !== null}
      busy={busy}
      title={t(kind === 'delete' ? 'admin.webhooks.deleteTitle' : 'admin.webhooks.rotateTitle')}
      message={t(kind === 'delete' ? 'admin.webhooks.deleteText' : 'admin.webhooks.rotateText', { url: target?.hook.url ?? '' })}
      confirmLabel={t(kind === 'delete' ? 'admin.webhooks.delete' : 'admin.webhooks.rotate')}
      onConfirm={confirm}
      onCancel={() => setTarget(null)}
    />
  );
  return { ask: setTarget, dialog };
}

function Body({ onAdd, actions }: { onAdd(): void; actions: CardActions }) {
  const { t } = useTranslation();
  const state = useHydratedStore(webhooksStore.$webhooks);
  if (state.error && state.data.length === 0) {
    return (
      <div role="alert" className="grid justify-items-start gap-2 p-4 text-sm">
        <p className="text-danger">
          {t('admin.webhooks.loadFailed')} {translateError(state.error, t)}
        </p>
        <button
          type="button"
          onClick={() => void webhooksStore.load()}
          className="rounded-lg border border-line px-3 py-1.5 font-medium hover:bg-surface-2"
        >
          {t('admin.webhooks.retry')}
        </button>
      </div>
    );
  }
  if (!state.requested || (state.loading && state.data.length === 0)) {
    return <p className="p-4 text-sm text-muted">{t('admin.webhooks.loading')}</p>;
  }
  if (state.data.length === 0) {
    return (
      <div className="grid justify-items-center gap-3 p-8 text-center text-sm text-muted">
        <WebhookIcon className="size-8" aria-hidden="true" />
        <p>{t('admin.webhooks.empty')}</p>
        <AddButton onClick={onAdd} label={t('admin.webhooks.add')} />
      </div>
    );
  }
  return (
    <ul className="grid gap-3 p-4" data-testid="webhook-list">
      {state.data.map((hook) => (
        <EndpointCard key={hook.id} hook={hook} actions={actions} />
      ))}
    </ul>
  );
}

function WebhooksScreen({ title, groups }: Omit<Props, keyof I18nProps>) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Webhook | null | undefined>(undefined);
  const [secret, setSecret] = useState<{ hook: WebhookWithSecret; rotated: boolean } | null>(null);
  const confirm = useConfirm((made) => setSecret({ hook: made, rotated: true }));
  const state = useHydratedStore(webhooksStore.$webhooks);
  useEffect(() => {
    // The session's permissions as they are now: an account that may not manage webhooks asks nothing.
    if (can('webhooks.manage')) void webhooksStore.load();
  }, []);
  const ask = confirm.ask;
  const actions = useMemo<CardActions>(
    () => ({ edit: setEditing, remove: (hook) => ask({ kind: 'delete', hook }), rotate: (hook) => ask({ kind: 'rotate', hook }) }),
    [ask],
  );
  return (
    <section
      data-testid="admin-webhooks"
      data-needs="webhooks.manage"
      aria-busy={!state.requested || state.loading}
      className="rounded-xl border border-line bg-surface"
    >
      <header className="flex flex-wrap items-center gap-3 px-4 pt-4">
        <div className="min-w-0 flex-1">
          <h2 className="text-lg font-semibold text-ink">{title}</h2>
          <p className="text-sm text-muted">{t('admin.webhooks.intro')}</p>
        </div>
        <AddButton onClick={() => setEditing(null)} label={t('admin.webhooks.add')} />
      </header>
      <Body onAdd={() => setEditing(null)} actions={actions} />
      <Suspense fallback={null}>
        {editing !== undefined && (
          <WebhookDialog
            open
            editing={editing}
            groups={groups}
            onClose={() => setEditing(undefined)}
            onCreated={(made) => setSecret({ hook: made, rotated: false })}
          />
        )}
        {secret && <SecretDialog shown={secret} onClose={() => setSecret(null)} />}
      </Suspense>
      {confirm.dialog}
    </section>
  );
}

/** /admin/webhooks/: the webhook endpoints and their delivery logs, for administrators (`webhooks.manage`). */
export default function AdminWebhooks({ locale, ...rest }: Props) {
  return (
    <I18nIsland locale={locale} errorPanel="panel">
      <PermissionGate need="webhooks.manage">
        <WebhooksScreen {...rest} />
      </PermissionGate>
    </I18nIsland>
  );
}
