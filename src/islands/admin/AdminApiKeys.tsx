import { useEffect } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { adminApiKeysStore } from '../../stores/screens/api-keys.ts';
import { ApiKeyList } from '../account/ApiKeyList.tsx';
import { useHydratedStore } from '../shared/use-hydrated-store.ts';

/** Every account's API keys with their owners, below the accounts: an administrator revokes any (docs/api-keys.md). */
export function AdminApiKeys() {
  const { t } = useTranslation();
  const state = useHydratedStore(adminApiKeysStore.$keys);
  useEffect(() => void adminApiKeysStore.load(), []);
  return (
    <section className="card mt-5 p-6" aria-labelledby="admin-api-keys" data-testid="admin-api-keys">
      <h2 id="admin-api-keys" className="text-lg font-semibold">
        {t('admin.apiKeys.title')}
      </h2>
      <p className="mt-1 mb-5 text-sm text-muted">{t('admin.apiKeys.intro')}</p>
      <ApiKeyList
        state={state}
        empty={t('admin.apiKeys.empty')}
        onRetry={() => void adminApiKeysStore.load()}
        revoke={adminApiKeysStore.revoke}
      />
    </section>
  );
}
