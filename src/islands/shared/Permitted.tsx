import { useStore } from '@nanostores/react';
import { ShieldX } from 'lucide-react';
import type { ReactNode } from 'react';
import { $currentUser } from '../../api/session.ts';
import { localizePath } from '../../i18n/paths.ts';
import { useLocale, useTranslation } from '../../i18n/react.tsx';
import { $permissions, allows, type Grants, type ScreenPermission } from '../../stores/permissions.ts';

/**
 * The signed-in account's permissions for an island. The server renders without a session, so the first render
 * (hydration) sees them as not known (everything allowed) and the next one sees the session's: the page then
 * drops what the role cannot use, without a hydration mismatch.
 */
export function useGrants(): Grants {
  return useStore($permissions, { ssr: () => null });
}

/** Whether the account may do `permission` (true while not known: the server decides then). */
export function useCan(permission: ScreenPermission | undefined): boolean {
  const grants = useGrants();
  return permission === undefined || allows(grants, permission);
}

/** The role of the signed-in account, as the session names it (after hydration). */
function useRole(): string | undefined {
  return useStore($currentUser, { ssr: () => null })?.role;
}

/**
 * What a screen shows to an account whose role may not open it (an address typed by hand): the HTTP-like 403 state,
 * translated, with the way back to the dashboard. Nothing of the screen's data is requested.
 */
export function NotPermitted() {
  const { t } = useTranslation();
  const locale = useLocale();
  const role = useRole();
  const roleName = role ? t(`roles.${role}`, { defaultValue: role }) : '';
  return (
    <section
      role="alert"
      data-status="403"
      data-testid="not-permitted"
      className="flex flex-col items-center gap-3 rounded-xl border border-line bg-surface px-6 py-14 text-center shadow-[var(--shadow)]"
    >
      <span aria-hidden="true" className="grid size-14 place-items-center rounded-full bg-danger-soft text-danger">
        <ShieldX className="size-7" />
      </span>
      <p className="text-xs font-semibold tracking-wide text-muted uppercase">{t('permissions.code')}</p>
      <h2 className="text-xl font-semibold text-ink">{t('permissions.deniedTitle')}</h2>
      <p className="max-w-md text-sm text-muted">
        {roleName ? t('permissions.deniedRole', { role: roleName }) : t('permissions.deniedText')}
      </p>
      <a
        href={localizePath(locale, 'dashboard/')}
        className="mt-2 rounded-lg bg-primary px-4 py-2 text-sm font-semibold text-on-primary hover:bg-primary-strong"
      >
        {t('permissions.backToDashboard')}
      </a>
    </section>
  );
}

/** The screen when the account may open it, else the "not permitted" state. */
export function PermissionGate({ need, children }: { need: ScreenPermission | undefined; children: ReactNode }) {
  return useCan(need) ? children : <NotPermitted />;
}
