import { X } from 'lucide-react';
import { translateError } from '../../api/errors.ts';
import { useTranslation } from '../../i18n/react.tsx';

/** Grey blocks the shape of the page's cards while the profile loads. */
export function AccountSkeleton({ cards }: { cards: number }) {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" className="grid gap-5" data-account-state="loading">
      <p className="sr-only" role="status">
        {t('account.loading')}
      </p>
      {Array.from({ length: cards }, (_, i) => (
        <div key={i} className="card animate-pulse p-6">
          <div className="h-4 w-40 rounded bg-surface-2" />
          <div className="mt-5 grid gap-4 sm:grid-cols-2">
            <div className="h-11 rounded-lg bg-surface-2" />
            <div className="h-11 rounded-lg bg-surface-2" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** The profile could not be loaded: what went wrong, in the page's language, and a way to try again. */
export function AccountLoadError({ error, onRetry }: { error: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="card flex flex-col items-center gap-3 p-10 text-center" data-account-state="error">
      <span aria-hidden="true" className="grid size-12 place-items-center rounded-full bg-danger-soft text-danger">
        <X className="size-5" aria-hidden="true" />
      </span>
      <h2 className="text-lg font-semibold">{t('account.loadError')}</h2>
      <p className="max-w-md text-sm text-muted">{translateError(error, t)}</p>
      <button
        type="button"
        onClick={onRetry}
        className="mt-2 rounded-lg bg-primary px-4 py-2 text-sm font-semibold text-on-primary hover:bg-primary-strong"
      >
        {t('account.retry')}
      </button>
    </div>
  );
}

/** A form's save button: disabled and spinning while its request runs. */
export function SaveButton({ pending, label, pendingLabel }: { pending: boolean; label: string; pendingLabel: string }) {
  return (
    <button
      type="submit"
      disabled={pending}
      aria-disabled={pending}
      className="inline-flex h-11 items-center justify-center gap-2 rounded-lg bg-primary px-5 font-semibold text-on-primary hover:bg-primary-strong disabled:cursor-wait disabled:opacity-80"
    >
      {pending && <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-current border-e-transparent" />}
      {pending ? pendingLabel : label}
    </button>
  );
}

/** A failed request, said above the form's button; the typed values stay in the fields. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg border border-danger bg-danger-soft px-3 py-2 text-sm text-ink">
      {message}
    </p>
  );
}
