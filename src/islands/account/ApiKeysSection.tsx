import { useEffect, useState } from 'react';
import type { ApiKeyCreated } from '../../contract/api-keys.ts';
import { PERMISSIONS } from '../../contract/permissions.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { apiKeysStore } from '../../stores/screens/api-keys.ts';
import { useHydratedStore } from '../shared/use-hydrated-store.ts';
import { ApiKeyForm } from './ApiKeyForm.tsx';
import { ApiKeyList } from './ApiKeyList.tsx';
import { NewKeySecret } from './NewKeySecret.tsx';

/**
 * The account's API keys on the settings page (docs/api-keys.md): make one with some of the account's own permissions,
 * see its secret once, list and revoke them.
 */
export function ApiKeysSection({ permissions }: { permissions: readonly string[] }) {
  const { t } = useTranslation();
  const state = useHydratedStore(apiKeysStore.$keys);
  const [created, setCreated] = useState<ApiKeyCreated | null>(null);
  useEffect(() => void apiKeysStore.load(), []);
  // The account's own permissions, in the table's order: a key may have no other.
  const offered = PERMISSIONS.filter((permission) => permissions.includes(permission));
  return (
    <section className="card p-6" aria-labelledby="settings-api-keys" data-testid="api-keys">
      <h2 id="settings-api-keys" className="text-lg font-semibold">
        {t('account.apiKeys.title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('account.apiKeys.intro')}</p>
      <div className="mt-5 grid gap-6">
        {created ? (
          <NewKeySecret created={created} onDone={() => setCreated(null)} />
        ) : (
          <ApiKeyForm offered={offered} onCreated={setCreated} />
        )}
        <div>
          <h3 className="mb-3 font-semibold">{t('account.apiKeys.listTitle')}</h3>
          <ApiKeyList
            state={state}
            empty={t('account.apiKeys.empty')}
            onRetry={() => void apiKeysStore.load()}
            revoke={apiKeysStore.revoke}
          />
        </div>
      </div>
    </section>
  );
}
