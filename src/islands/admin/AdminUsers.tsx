import { useStore } from '@nanostores/react';
import { UserPlus } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { translateError } from '../../api/errors.ts';
import { ROLES, type Role } from '../../contract/permissions.ts';
import { $currentUser } from '../../api/session.ts';
import { INTL_TAGS } from '../../i18n/locales.ts';
import { I18nIsland, useLocale, useTranslation, type I18nProps } from '../../i18n/react.tsx';
import { adminUsersStore, type ManagedUser } from '../../stores/admin-users.ts';
import { notify } from '../../stores/notify.ts';
import { can } from '../../stores/permissions.ts';
import { ConfirmDialog } from '../shared/ConfirmDialog.tsx';
import { formattersFor } from '../list/data-table/format.ts';
import { Pagination } from '../list/Pagination.tsx';
import { EmptyState, ErrorState } from '../list/data-table/states.tsx';
import { PermissionGate } from '../shared/Permitted.tsx';
import { useHydratedStore } from '../shared/use-hydrated-store.ts';
import { InviteDialog } from './InviteDialog.tsx';
import { AddButton } from '../list/AddButton.tsx';

const PAGE_SIZE = 20;
const SIZES = [10, 20, 50, 0] as const;

interface Props extends I18nProps {
  /** The registration page in this page's language, where an invitation's link leads. */
  registerPath: string;
  /** The screen's translated name (the table's caption). */
  title: string;
}

function displayName(user: ManagedUser): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username;
}

/** One account: name and e-mail, the role (a select), the status, the last sign-in and activate / deactivate. */
function UserRow({ user, self, onStatus }: { user: ManagedUser; self: boolean; onStatus(user: ManagedUser): void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const f = formattersFor(INTL_TAGS[locale]);
  const saving = useStore(adminUsersStore.$users).saving === user.id;
  const roleId = useId();
  const active = user.status === 'active';
  const lastSignIn = user.lastSignInAt ? f.date(user.lastSignInAt) : t('admin.users.never');
  const changeRole = (role: Role) => {
    adminUsersStore.setRole(user.id, role).then(
      () => notify.success(t('admin.users.roleChanged', { name: displayName(user), role: t(`roles.${role}`) })),
      (error: unknown) => notify.error(translateError(error, t)),
    );
  };
  return (
    <tr
      className="border-t border-line max-sm:grid max-sm:grid-cols-[1fr_auto] max-sm:items-center max-sm:gap-x-3 max-sm:gap-y-2 max-sm:px-4 max-sm:py-3"
      data-user={user.email}
    >
      <th scope="row" className="px-4 py-3 text-start font-normal max-sm:col-span-2 max-sm:p-0">
        <span dir="auto" className="block font-medium text-ink">
          {displayName(user)}
          {self && <span className="ms-2 rounded-full bg-surface-2 px-2 py-0.5 text-xs text-muted">{t('admin.users.you')}</span>}
        </span>
        <span dir="ltr" className="block text-sm text-muted">
          {user.email}
        </span>
      </th>
      <td className="px-4 py-3 max-sm:p-0">
        <label htmlFor={roleId} className="sr-only">
          {t('admin.users.roleOf', { name: displayName(user) })}
        </label>
        <select
          id={roleId}
          value={user.role}
          disabled={self || saving}
          title={self ? t('admin.users.ownAccount') : undefined}
          onChange={(e) => changeRole(e.target.value as Role)}
          className="rounded-lg border border-line bg-surface px-3 py-1.5 text-sm text-ink disabled:opacity-60"
        >
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`roles.${role}`)}
            </option>
          ))}
        </select>
      </td>
      <td className="px-4 py-3 max-sm:justify-self-end max-sm:p-0">
        <span
          className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${active ? 'bg-success-soft text-ink' : 'bg-danger-soft text-danger'}`}
        >
          {t(`admin.users.status.${user.status}`)}
        </span>
      </td>
      <td className="px-4 py-3 whitespace-nowrap text-muted max-sm:p-0 max-sm:text-sm max-sm:whitespace-normal">
        {/* On a phone the rows are cards without a header row, so the date says what it is. */}
        <span className="sm:hidden">{t('admin.users.lastSignInOn', { date: lastSignIn })}</span>
        <span className="max-sm:hidden">{lastSignIn}</span>
      </td>
      <td className="px-4 py-3 text-end max-sm:p-0">
        {!self && (
          <button
            type="button"
            disabled={saving}
            onClick={() => onStatus(user)}
            className={`rounded-lg border px-3 py-1.5 text-sm font-medium disabled:opacity-60 ${active ? 'border-danger/40 text-danger hover:bg-danger-soft' : 'border-line text-ink hover:bg-surface-2'}`}
          >
            {t(active ? 'admin.users.deactivate' : 'admin.users.reactivate')}
            <span className="sr-only">: {displayName(user)}</span>
          </button>
        )}
      </td>
    </tr>
  );
}

function UsersTable({ title, users, onStatus }: { title: string; users: readonly ManagedUser[]; onStatus(user: ManagedUser): void }) {
  const { t } = useTranslation();
  const f = formattersFor(INTL_TAGS[useLocale()]);
  const selfId = useStore($currentUser, { ssr: () => null })?.id;
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(PAGE_SIZE);
  const per = size === 0 ? Math.max(1, users.length) : size;
  const pages = Math.max(1, Math.ceil(users.length / per));
  const current = Math.min(page, pages);
  const shown = users.slice((current - 1) * per, current * per);
  return (
    <>
      {/* Positioned: the screen-reader-only texts of the rows stay inside the scrolling box, not beyond the page. Below
          640 px each account is a card (a grid), so the role, status and action stay on screen without sideways scrolling. */}
      <div className="relative overflow-x-auto">
        <table className="w-full border-collapse text-sm text-ink max-sm:block">
          <caption className="sr-only">{title}</caption>
          <thead className="bg-surface-2 text-xs text-muted uppercase max-sm:sr-only">
            <tr>
              <th scope="col" className="px-4 py-3 text-start font-semibold">
                {t('admin.users.account')}
              </th>
              <th scope="col" className="px-4 py-3 text-start font-semibold">
                {t('admin.users.role')}
              </th>
              <th scope="col" className="px-4 py-3 text-start font-semibold">
                {t('admin.users.statusLabel')}
              </th>
              <th scope="col" className="px-4 py-3 text-start font-semibold">
                {t('admin.users.lastSignIn')}
              </th>
              <th scope="col" className="px-4 py-3 text-end font-semibold">
                <span className="sr-only">{t('admin.users.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody className="max-sm:block">
            {shown.map((user) => (
              <UserRow key={user.id} user={user} self={user.id === selfId} onStatus={onStatus} />
            ))}
          </tbody>
        </table>
      </div>
      <Pagination
        start={(current - 1) * per}
        end={(current - 1) * per + shown.length}
        total={users.length}
        page={current}
        pages={pages}
        size={size}
        sizes={SIZES}
        format={f.number}
        onPage={(p) => setPage(Math.max(1, Math.min(pages, p)))}
        onSize={(s) => {
          setSize(s);
          setPage(1);
        }}
      />
    </>
  );
}

/** Deactivating asks first (the account's sessions end at once); reactivating too, so one click never flips an account. */
function useStatusChange() {
  const { t } = useTranslation();
  const [target, setTarget] = useState<ManagedUser | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = () => {
    if (!target) return;
    const next = target.status === 'active' ? 'deactivated' : 'active';
    setBusy(true);
    adminUsersStore
      .setStatus(target.id, next)
      .then(
        () => notify.success(t(next === 'active' ? 'admin.users.reactivated' : 'admin.users.deactivated', { name: displayName(target) })),
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
      title={t(target?.status === 'active' ? 'admin.users.deactivateTitle' : 'admin.users.reactivateTitle')}
      message={t(target?.status === 'active' ? 'admin.users.deactivateText' : 'admin.users.reactivateText', {
        name: target ? displayName(target) : '',
      })}
      confirmLabel={t(target?.status === 'active' ? 'admin.users.deactivate' : 'admin.users.reactivate')}
      onConfirm={confirm}
      onCancel={() => setTarget(null)}
    />
  );
  return { ask: setTarget, dialog };
}

function AdminUsersScreen({ registerPath, title }: Omit<Props, keyof I18nProps>) {
  const { t } = useTranslation();
  const state = useHydratedStore(adminUsersStore.$users);
  const [requested, setRequested] = useState(false);
  const [inviting, setInviting] = useState(false);
  const status = useStatusChange();
  useEffect(() => {
    // The session's permissions as they are now: an account that may not manage accounts asks nothing.
    if (!can('users.manage')) return;
    setRequested(true);
    void adminUsersStore.load();
  }, []);
  const loading = !requested || (state.loading && state.data.length === 0);
  return (
    <section
      className="rounded-xl border border-line bg-surface shadow-[var(--shadow)]"
      aria-busy={loading}
      data-testid="admin-users"
      data-needs="users.manage"
    >
      <div className="flex flex-wrap items-center gap-3 p-4">
        <p className="text-sm text-muted">{t('admin.users.intro')}</p>
        {/* An invitation works in every registration mode: with REGISTRATION=invite it is the only way in, otherwise it
            gives the new account its role from the start. */}
        <AddButton onClick={() => setInviting(true)} label={t('admin.users.invite')} icon={UserPlus} className="ms-auto" />
      </div>
      {state.error && state.data.length === 0 ? (
        <ErrorState message={translateError(state.error, t)} onRetry={() => void adminUsersStore.load()} />
      ) : loading ? (
        <div className="grid gap-2 p-4" aria-hidden="true" data-testid="admin-users-loading">
          {Array.from({ length: 6 }, (_, i) => (
            <div key={i} className="h-12 animate-pulse rounded-lg bg-surface-2" />
          ))}
        </div>
      ) : state.data.length === 0 ? (
        <EmptyState filtered={false} onClear={() => undefined} />
      ) : (
        <UsersTable title={title} users={state.data} onStatus={status.ask} />
      )}
      {status.dialog}
      <InviteDialog open={inviting} registerPath={registerPath} onClose={() => setInviting(false)} />
    </section>
  );
}

/** /admin/users/: the accounts, their roles and status, for administrators (`users.manage`). */
export default function AdminUsers({ locale, ...rest }: Props) {
  return (
    <I18nIsland locale={locale} errorPanel="panel">
      <PermissionGate need="users.manage">
        <AdminUsersScreen {...rest} />
      </PermissionGate>
    </I18nIsland>
  );
}
