import { TriangleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Info, X } from 'lucide-react';
import { $backendFailed, $demoStorageNotice, backendReady, serviceWorkerBlocker } from '../../api/backend.ts';
import { I18nIsland, useTranslation, type I18nProps } from '../../i18n/react.tsx';
import { useHydratedStore } from './use-hydrated-store.ts';

/**
 * Mounted once by the dashboard layout (`client:load`). It starts the fake backend while the page hydrates,
 * so the first data request does not wait for it, and explains clearly when the backend cannot run here
 * instead of leaving tables silently empty. Needs the `backend` namespace.
 */
export default function BackendNotice(props: I18nProps) {
  return (
    <I18nIsland {...props}>
      <Notice />
    </I18nIsland>
  );
}

function Notice() {
  const { t } = useTranslation();
  const failed = useHydratedStore($backendFailed);
  const [reason, setReason] = useState<'unsupported' | 'insecure' | null>(null);

  useEffect(() => {
    void backendReady();
  }, []);
  useEffect(() => {
    if (failed) setReason(serviceWorkerBlocker());
  }, [failed]);

  if (!failed) return <StorageNotice />;
  const detail =
    reason === 'insecure' ? t('backend.insecure') : reason === 'unsupported' ? t('backend.unsupported') : t('backend.startFailed');
  return (
    <div role="alert" className="mx-4 my-3 flex items-start gap-3 rounded-lg border border-warning bg-warning-soft p-4 text-ink">
      <TriangleAlert className="mt-0.5 size-5 shrink-0 text-warning" aria-hidden="true" />
      <div className="min-w-0">
        <p className="font-semibold">{t('backend.title')}</p>
        <p className="mt-1 text-sm">{detail}</p>
        <p className="mt-1 text-sm text-muted">{t('backend.hint')}</p>
      </div>
    </div>
  );
}

/** Says when the demo's changes are not kept in this browser, or when unreadable stored data was replaced by the sample data. */
function StorageNotice() {
  const { t } = useTranslation();
  const notice = useHydratedStore($demoStorageNotice);
  const [dismissed, setDismissed] = useState<string | null>(null);
  if (!notice || dismissed === notice) return null;
  return (
    <div
      role="status"
      className="mx-4 my-3 flex items-start gap-3 rounded-lg border border-info bg-info-soft p-4 text-ink"
      data-storage-notice={notice}
    >
      <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-info" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{t(notice === 'memory' ? 'backend.notKeptTitle' : 'backend.restoredTitle')}</p>
        <p className="mt-1 text-sm">{t(notice === 'memory' ? 'backend.notKept' : 'backend.restored')}</p>
      </div>
      <button
        type="button"
        onClick={() => setDismissed(notice)}
        aria-label={t('backend.dismiss')}
        className="-m-1 shrink-0 rounded-md p-1 text-muted hover:bg-surface-2 hover:text-ink"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
