import { TriangleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $backendStatus, backendReady, serviceWorkerBlocker } from '../../api/backend.ts';
import { I18nIsland, useTranslation, type I18nProps } from '../../i18n/react.tsx';

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
  const status = useStore($backendStatus);
  const [reason, setReason] = useState<'unsupported' | 'insecure' | null>(null);

  useEffect(() => {
    void backendReady();
  }, []);
  useEffect(() => {
    if (status === 'failed') setReason(serviceWorkerBlocker());
  }, [status]);

  if (status !== 'failed') return null;
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

export { BackendNotice };
