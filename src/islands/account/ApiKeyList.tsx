import { useState, type ReactNode } from 'react';
import { translateError } from '../../api/errors.ts';
import type { ApiKey, OwnedApiKey } from '../../contract/api-keys.ts';
import { INTL_TAGS } from '../../i18n/locales.ts';
import { useLocale, useTranslation } from '../../i18n/react.tsx';
import type { KeysState } from '../../stores/screens/api-keys.ts';
import { notify } from '../../stores/notify.ts';
import { formattersFor } from '../list/data-table/format.ts';
import { ConfirmDialog } from '../shared/ConfirmDialog.tsx';

type AnyKey = ApiKey & Partial<Pick<OwnedApiKey, 'ownerEmail'>>;

/** One fact of a key: a term and its value (a description list reads well in a card at any width). */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted">{term}</dt>
      <dd className="text-sm break-words">{children}</dd>
    </div>
  );
}

function KeyCard({ apiKey, onRevoke }: { apiKey: AnyKey; onRevoke(key: AnyKey): void }) {
  const { t } = useTranslation();
  const f = formattersFor(INTL_TAGS[useLocale()]);
  // The time the card was first drawn: an expiry passing while the page is open shows at the next load.
  const [now] = useState(() => Date.now());
  const expired = apiKey.expiresAt !== null && Date.parse(apiKey.expiresAt) <= now;
  const lastUsed = apiKey.lastUsedAt
    ? t('account.apiKeys.lastUsedFrom', { date: f.date(apiKey.lastUsedAt), address: apiKey.lastUsedIp ?? '' })
    : t('account.apiKeys.neverUsed');
  return (
    <li className="rounded-lg border border-line p-4" data-testid="api-key">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold break-words">{apiKey.name}</p>
          <p className="text-sm text-muted">
            <code dir="ltr">{apiKey.prefix}…</code>
            {apiKey.ownerEmail && <span className="ms-2">{apiKey.ownerEmail}</span>}
          </p>
        </div>
        <button
          type="button"
          onClick={() => onRevoke(apiKey)}
          className="rounded-lg border border-danger/40 px-3 py-1.5 text-sm font-medium text-danger hover:bg-danger-soft"
        >
          {t('account.apiKeys.revoke')}
          <span className="sr-only">: {apiKey.name}</span>
        </button>
      </div>
      <dl className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Fact term={t('account.apiKeys.createdAt')}>{f.date(apiKey.createdAt)}</Fact>
        <Fact term={t('account.apiKeys.lastUsed')}>{lastUsed}</Fact>
        <Fact term={t('account.apiKeys.expires')}>
          {apiKey.expiresAt === null ? t('account.apiKeys.expiryNever') : expired ? t('account.apiKeys.expired') : f.date(apiKey.expiresAt)}
        </Fact>
        <Fact term={t('account.apiKeys.permissionCount', { count: apiKey.permissions.length })}>
          <span className="flex flex-wrap gap-1">
            {apiKey.permissions.map((permission) => (
              <code key={permission} dir="ltr" className="rounded bg-surface-2 px-1.5 text-xs">
                {permission}
              </code>
            ))}
          </span>
        </Fact>
      </dl>
    </li>
  );
}

/** Revoking asks first: a script using the key is refused from the next call. */
function useRevoke(revoke: (id: number) => Promise<void>) {
  const { t } = useTranslation();
  const [target, setTarget] = useState<AnyKey | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = () => {
    if (!target) return;
    setBusy(true);
    revoke(target.id)
      .then(
        () => notify.success(t('account.apiKeys.revoked', { name: target.name })),
        (error: unknown) => notify.error(translateError(error, t)),
      )
      .finally(() => {
        setBusy(false);
        setTarget(null);
      });
  };
  const dialog = (
    <ConfirmDialog
      open={target !== null}
      busy={busy}
      title={t('account.apiKeys.revokeTitle')}
      message={t('account.apiKeys.revokeText', { name: target?.name ?? '' })}
      confirmLabel={t('account.apiKeys.revoke')}
      onConfirm={confirm}
      onCancel={() => setTarget(null)}
    />
  );
  return { ask: setTarget, dialog };
}

/** A list of keys with its loading, empty and error states, each key revocable after a confirmation. */
export function ApiKeyList({
  state,
  empty,
  onRetry,
  revoke,
}: {
  state: KeysState<AnyKey>;
  empty: string;
  onRetry(): void;
  revoke(id: number): Promise<void>;
}) {
  const { t } = useTranslation();
  const revoking = useRevoke(revoke);
  if (!state.loaded || (state.loading && state.data.length === 0))
    return (
      <div aria-busy="true" className="grid gap-3" data-keys-state="loading">
        <p className="sr-only" role="status">
          {t('account.apiKeys.loading')}
        </p>
        <div className="h-24 animate-pulse rounded-lg bg-surface-2" />
      </div>
    );
  if (state.error && state.data.length === 0)
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center gap-3 rounded-lg border border-danger bg-danger-soft p-4 text-sm"
        data-keys-state="error"
      >
        <span>
          {t('account.apiKeys.loadError')} {translateError(state.error, t)}
        </span>
        <button
          type="button"
          onClick={onRetry}
          className="rounded-lg border border-line bg-surface px-3 py-1.5 font-medium hover:bg-surface-2"
        >
          {t('account.retry')}
        </button>
      </div>
    );
  return (
    <>
      {state.data.length === 0 ? (
        <p className="rounded-lg border border-dashed border-line p-6 text-center text-sm text-muted" data-keys-state="empty">
          {empty}
        </p>
      ) : (
        <ul className="grid gap-3" data-keys-state="ready">
          {state.data.map((key) => (
            <KeyCard key={key.id} apiKey={key} onRevoke={revoking.ask} />
          ))}
        </ul>
      )}
      {revoking.dialog}
    </>
  );
}
