import { useStore } from '@nanostores/react';
import { UserPlus } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useState } from 'react';
import { translateError } from '../../api/errors.ts';
import { ROLES, type Role } from '../../contract/permissions.ts';
import { $currentUser } from '../../api/session.ts';
import { INTL_TAGS } from '../../i18n/locales.ts';
import { I18nIsland, useLocale, useTranslation, type I18nProps } from '../../i18n/react.tsx';
import { adminUsersStore, type ManagedUser } from '../../stores/screens/admin-users.ts';
import { notify } from '../../stores/notify.ts';
import { can } from '../../stores/permissions.ts';
import { ConfirmDialog } from '../shared/ConfirmDialog.tsx';
import { formattersFor } from '../list/data-table/format.ts';
import { DataTable } from '../list/data-table/DataTable.tsx';
import type { TableScreenOptions } from '../list/data-table/use-data-table.ts';
import type { ListScreenSpec, Row } from '../../screens/list-spec.ts';
import { PermissionGate } from '../shared/Permitted.tsx';
import { StatusBadge } from '../shared/StatusBadge.tsx';
import { useHydratedStore } from '../shared/use-hydrated-store.ts';
import { AdminApiKeys } from './AdminApiKeys.tsx';
import { AddButton } from '../shared/AddButton.tsx';

// The invitation's dialog (and react-aria's dialog and focus scope, 26 KiB of gzip) loads when it first opens.
const InviteDialog = lazy(() => import('./InviteDialog.tsx').then((m) => ({ default: m.InviteDialog })));

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

/** The accounts' table: the columns of the shared list table, with cells of their own. */
const SPEC: ListScreenSpec = {
  // Not a list of the data layer: no list's write permissions apply (the screen is gated whole by `users.manage`).
  list: 'admin-users',
  entity: 'adminUsers',
  // Priority 0: no column hides to fit the width, as the screen offers no column menu to bring it back.
  columns: [
    { key: 'account', kind: 'title', priority: 0 },
    { key: 'role', priority: 0 },
    { key: 'status', priority: 0 },
    { key: 'lastSignInAt', kind: 'date', priority: 0 },
  ],
};
const HEADERS: Readonly<Record<string, string>> = {
  account: 'admin.users.account',
  role: 'admin.users.role',
  status: 'admin.users.statusLabel',
  lastSignInAt: 'admin.users.lastSignIn',
};
const TOOLS = { search: true, columns: false, csv: false };

/** An account as a row of the table; `account` is what its column searches and sorts by: the name, then the e-mail. */
type UserRow = Row & ManagedUser & { account: string };
const userOf = (row: Row) => row as UserRow;

/** The account's name and e-mail, and "You" on the administrator's own. */
function AccountCell({ user, self }: { user: ManagedUser; self: boolean }) {
  const { t } = useTranslation();
  // One box: the table's first cell lays its content out in a row, and the e-mail goes under the name.
  return (
    <span className="block">
      <span dir="auto" className="block font-medium text-ink">
        {displayName(user)}
        {self && <span className="ms-2 rounded-full bg-surface-2 px-2 py-0.5 text-xs text-muted">{t('admin.users.you')}</span>}
      </span>
      <span dir="ltr" className="block text-sm text-muted">
        {user.email}
      </span>
    </span>
  );
}

/** The account's role, changed at once (not one's own). */
function RoleSelect({ user, self }: { user: ManagedUser; self: boolean }) {
  const { t } = useTranslation();
  const saving = useStore(adminUsersStore.$users).saving === user.id;
  const roleId = useId();
  const changeRole = (role: Role) => {
    adminUsersStore.setRole(user.id, role).then(
      () => notify.success(t('admin.users.roleChanged', { name: displayName(user), role: t(`roles.${role}`) })),
      (error: unknown) => notify.error(translateError(error, t)),
    );
  };
  return (
    <>
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
    </>
  );
}

function AccountStatus({ user }: { user: ManagedUser }) {
  const { t } = useTranslation();
  return (
    <StatusBadge
      value={user.status}
      label={t(`admin.users.status.${user.status}`)}
      tone={user.status === 'active' ? 'success' : 'danger'}
    />
  );
}

function LastSignIn({ user }: { user: ManagedUser }) {
  const { t } = useTranslation();
  const f = formattersFor(INTL_TAGS[useLocale()]);
  const lastSignIn = user.lastSignInAt ? f.date(user.lastSignInAt) : t('admin.users.never');
  return (
    <>
      {/* On a phone the rows are cards and the date is their figure, without a name: so it says what it is. */}
      <span className="sm:hidden">{t('admin.users.lastSignInOn', { date: lastSignIn })}</span>
      <span className="max-sm:hidden">{lastSignIn}</span>
    </>
  );
}

/** Deactivate or reactivate (not one's own account). */
function StatusButton({ user, onStatus }: { user: ManagedUser; onStatus(user: ManagedUser): void }) {
  const { t } = useTranslation();
  const saving = useStore(adminUsersStore.$users).saving === user.id;
  const active = user.status === 'active';
  return (
    <button
      type="button"
      disabled={saving}
      onClick={() => onStatus(user)}
      className={`rounded-lg border px-3 py-1.5 text-sm font-medium disabled:opacity-60 ${active ? 'border-danger/40 text-danger hover:bg-danger-soft' : 'border-line text-ink hover:bg-surface-2'}`}
    >
      {t(active ? 'admin.users.deactivate' : 'admin.users.reactivate')}
      <span className="sr-only">: {displayName(user)}</span>
    </button>
  );
}

/** What the accounts are, and the invitation. An invitation works in every registration mode: with REGISTRATION=invite
 * it is the only way in, otherwise it gives the new account its role from the start. */
function UsersHeader({ onInvite }: { onInvite(): void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-3 px-4 pt-4">
      <p className="text-sm text-muted">{t('admin.users.intro')}</p>
      <AddButton onClick={onInvite} label={t('admin.users.invite')} icon={UserPlus} className="ms-auto" />
    </div>
  );
}

/** The table's options for the accounts: their cells, headers, the row's e-mail, the status action and the invitation. */
function useUsersTable(onStatus: (user: ManagedUser) => void, onInvite: () => void): TableScreenOptions {
  const { t } = useTranslation();
  const selfId = useStore($currentUser, { ssr: () => null })?.id;
  return useMemo(
    () => ({
      cells: {
        account: (row) => <AccountCell user={userOf(row)} self={row.id === selfId} />,
        role: (row) => <RoleSelect user={userOf(row)} self={row.id === selfId} />,
        status: (row) => <AccountStatus user={userOf(row)} />,
        lastSignInAt: (row) => <LastSignIn user={userOf(row)} />,
      },
      columnLabel: (key) => t(HEADERS[key] ?? key),
      rowData: (row) => ({ 'data-user': userOf(row).email }),
      rowActions: (row) => (row.id === selfId ? null : <StatusButton user={userOf(row)} onStatus={onStatus} />),
      tools: TOOLS,
      sizes: SIZES,
      defaultSize: PAGE_SIZE,
      header: () => <UsersHeader onInvite={onInvite} />,
    }),
    [t, selfId, onStatus, onInvite],
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
  const rows = useMemo(() => state.data.map((user): UserRow => ({ ...user, account: `${displayName(user)} ${user.email}` })), [state.data]);
  const invite = useCallback(() => setInviting(true), []);
  const screen = useUsersTable(status.ask, invite);
  return (
    // The shared table's card is a section of its own, inside this one that the permission stylesheet hides.
    <section data-testid="admin-users" data-needs="users.manage">
      <DataTable
        spec={SPEC}
        title={title}
        rows={rows}
        loading={loading}
        error={state.error && state.data.length === 0 ? translateError(state.error, t) : null}
        onRetry={() => void adminUsersStore.load()}
        screen={screen}
      />
      {requested && <AdminApiKeys />}
      {status.dialog}
      <Suspense fallback={null}>
        {inviting && <InviteDialog open registerPath={registerPath} onClose={() => setInviting(false)} />}
      </Suspense>
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
