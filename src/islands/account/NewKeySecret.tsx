import { Check, Copy } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { ApiKeyCreated } from '../../contract/api-keys.ts';
import { useTranslation } from '../../i18n/react.tsx';

/**
 * The secret of a key just made, shown this once (the backend keeps only its digest): selectable, with a copy button,
 * until "Done". It takes the focus when it appears, so a keyboard or screen reader user lands on it.
 */
export function NewKeySecret({ created, onDone }: { created: ApiKeyCreated; onDone(): void }) {
  const { t } = useTranslation();
  const inputId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  useEffect(() => titleRef.current?.focus(), []);
  const copy = () => {
    navigator.clipboard.writeText(created.key).then(
      () => setCopied('yes'),
      () => setCopied('failed'),
    );
  };
  return (
    <div
      role="region"
      aria-labelledby={`${inputId}-title`}
      className="rounded-lg border border-success/40 bg-success-soft p-4"
      data-testid="api-key-secret"
    >
      <h3 id={`${inputId}-title`} ref={titleRef} tabIndex={-1} className="font-semibold outline-none">
        {t('account.apiKeys.secretTitle', { name: created.name })}
      </h3>
      <p className="mt-1 text-sm">{t('account.apiKeys.secretText')}</p>
      <label htmlFor={inputId} className="sr-only">
        {t('account.apiKeys.secretLabel')}
      </label>
      <div className="mt-3 flex flex-wrap gap-2">
        <input
          id={inputId}
          readOnly
          dir="ltr"
          value={created.key}
          onFocus={(e) => e.currentTarget.select()}
          className="h-11 min-w-0 flex-1 basis-64 rounded-lg border border-line bg-surface px-3 font-mono text-sm text-ink"
        />
        <button
          type="button"
          onClick={copy}
          className="inline-flex h-11 items-center gap-2 rounded-lg bg-primary px-4 font-semibold text-on-primary hover:bg-primary-strong"
        >
          {copied === 'yes' ? <Check className="size-4" aria-hidden="true" /> : <Copy className="size-4" aria-hidden="true" />}
          {t(copied === 'yes' ? 'account.apiKeys.copied' : 'account.apiKeys.copy')}
        </button>
        <button type="button" onClick={onDone} className="h-11 rounded-lg border border-line px-4 font-medium hover:bg-surface-2">
          {t('account.apiKeys.done')}
        </button>
      </div>
      <p role="status" className="mt-2 text-sm">
        {copied === 'failed' ? t('account.apiKeys.copyFailed') : copied === 'yes' ? t('account.apiKeys.copiedStatus') : ''}
      </p>
    </div>
  );
}
