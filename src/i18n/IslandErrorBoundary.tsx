import type { ErrorInfo, ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import type { Locale } from './locales.ts';
import { localizePath } from './paths.ts';
import type { Translate } from './translator.ts';

/** `panel` for a page's main island (a card in the content area), `inline` for the small ones of the shell. */
export type ErrorPanelVariant = 'panel' | 'inline';

interface Props {
  locale: Locale;
  t: Translate;
  variant: ErrorPanelVariant;
  children: ReactNode;
}

/** For the developer: what broke and in which component, in the console where it is looked for. */
function logIslandError(error: unknown, info: ErrorInfo) {
  console.error('An island failed to render; it shows an error panel instead.', error, info.componentStack);
}

/**
 * Catches what an island throws while rendering, so the rest of the page (and the shell around it) keeps
 * working: the island is replaced by a translated panel whose Retry mounts it again from scratch.
 */
export function IslandErrorBoundary({ locale, t, variant, children }: Props) {
  return (
    <ErrorBoundary
      onError={logIslandError}
      fallbackRender={(fallback) => <IslandErrorPanel {...fallback} locale={locale} t={t} variant={variant} />}
    >
      {children}
    </ErrorBoundary>
  );
}

function IslandErrorPanel({ resetErrorBoundary, locale, t, variant }: FallbackProps & Omit<Props, 'children'>) {
  const retry = (
    <button
      type="button"
      onClick={resetErrorBoundary}
      className="rounded-lg bg-primary px-4 py-2 text-sm font-semibold text-on-primary hover:bg-primary-strong"
      data-island-retry
    >
      {t('islandError.retry')}
    </button>
  );
  const home = (
    <a
      href={localizePath(locale, 'dashboard/')}
      className="rounded-lg border border-line px-4 py-2 text-sm font-semibold text-ink hover:bg-surface-2"
    >
      {t('islandError.dashboard')}
    </a>
  );
  if (variant === 'inline') {
    return (
      <div role="alert" className="flex items-center gap-2 text-sm text-danger" data-island-error>
        <span>{t('islandError.title')}</span>
        <button type="button" onClick={resetErrorBoundary} className="font-semibold underline" data-island-retry>
          {t('islandError.retry')}
        </button>
      </div>
    );
  }
  return (
    <div
      role="alert"
      className="mx-auto my-6 grid max-w-lg gap-3 rounded-xl border border-line bg-surface p-6 text-center text-ink shadow-[var(--shadow)]"
      data-island-error
    >
      <h2 className="text-lg font-semibold">{t('islandError.title')}</h2>
      <p className="text-muted">{t('islandError.text')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        {retry}
        {home}
      </div>
    </div>
  );
}
