/**
 * What the signed-in account may do, as the backend said it: the sign-in answer and `GET /users/me` carry the
 * account's role and its permissions (the role table is `src/contract/permissions.ts`). The session keeps them;
 * this store reads them from there, and re-reads `GET /users/me` when the dashboard moves to another screen, when the
 * tab comes back into view and after any 403 answer, so a role an administrator changed shows on the next screen.
 *
 * The role table fills in the permissions of a backend that names a role without them. It is in the dashboard's chunk
 * with the rest of src/contract/ (build/chunk-groups.ts), which every dashboard page loads, so it is imported statically.
 */
import { computed, type ReadableAtom } from 'nanostores';
import { isRole, permissionsOf, type Action, type DataResource, type DataPermission } from '../contract/permissions.ts';
import { api, FORBIDDEN_EVENT } from '../api/client.ts';
import { $currentUser, updateSessionUser, type SessionUser } from '../api/session.ts';

/**
 * A permission as a screen definition names it. The role table's own `Permission` type is built from the list names,
 * which the screen definitions name too, so a definition cannot use it; a unit test checks each named one is in the table.
 */
export type ScreenPermission = `${string}.${Action}` | 'users.manage' | 'audit.read' | 'chat.use' | 'webhooks.manage';

/** The granted permissions; null while the session does not say them (nothing is hidden then; the server still refuses). */
export type Grants = ReadonlySet<string> | null;

export function grantsOf(user: Pick<SessionUser, 'permissions'> | null): Grants {
  return user && Array.isArray(user.permissions) ? new Set(user.permissions) : null;
}

export const $permissions: ReadableAtom<Grants> = computed($currentUser, grantsOf);

/** Whether `grants` allow `permission`; permissions not known yet allow it (the server decides). */
export function allows(grants: Grants, permission: ScreenPermission): boolean {
  return grants === null || grants.has(permission);
}

/** Whether the signed-in account may do `permission`, as far as the session says now. */
export function can(permission: ScreenPermission): boolean {
  return allows($permissions.get(), permission);
}

/** The permission to do `action` on a list or the calendar: `<resource>.<action>`. */
export function dataPermission(resource: DataResource, action: Action): DataPermission {
  return `${resource}.${action}`;
}

/**
 * The `data-needs` values of a list's (or the calendar's) write controls that the server renders before the session
 * is known: the permission stylesheet (src/shell/client/permission-style.ts) hides them before the first paint
 * for a role without the permission, as it hides the menu's entries, and the island leaves them out once hydrated.
 * Add needs `create`; the selection boxes (for bulk delete) need `delete`; the actions column `update` or `delete`.
 */
export function writeNeeds(resource: string): { add: string; select: string; actions: string } {
  return { add: `${resource}.create`, select: `${resource}.delete`, actions: `${resource}.update ${resource}.delete` };
}

const ME = '/users/me';

function textList(value: unknown): string[] | undefined {
  return Array.isArray(value) && value.every((v) => typeof v === 'string') ? value : undefined;
}

/** The role and permissions an answer of `GET /users/me` (or of the sign-in) carries; the table fills in missing permissions. */
export function grantsFromAnswer(answer: unknown): { role?: string; permissions?: string[] } {
  if (!answer || typeof answer !== 'object') return {};
  const { role, permissions } = answer as Record<string, unknown>;
  const named = typeof role === 'string' ? role : undefined;
  const listed = textList(permissions);
  if (listed) return { ...(named ? { role: named } : {}), permissions: listed };
  if (!named) return {};
  // A role the table does not know (an older backend's display label) leaves the permissions unknown.
  return isRole(named) ? { role: named, permissions: [...permissionsOf(named)] } : { role: named };
}

let reading: Promise<void> | undefined;

/** Re-reads the account's role and permissions from `GET /users/me` into the session (one request at a time). */
export function refreshPermissions(): Promise<void> {
  if (!$currentUser.get()) return Promise.resolve();
  reading ??= api
    .get<unknown>(ME, { refreshOnForbidden: false })
    .then(grantsFromAnswer)
    .then((grants) => {
      const user = $currentUser.get();
      if (!user || !grants.permissions) return;
      const same = user.role === grants.role && sameList(user.permissions, grants.permissions);
      if (!same) updateSessionUser(grants);
    })
    // A failed read changes nothing: the session's permissions stay, and a 401 has signed out already.
    .catch(() => undefined)
    .finally(() => (reading = undefined));
  return reading;
}

function sameList(a: readonly string[] | undefined, b: readonly string[]): boolean {
  return !!a && a.length === b.length && a.every((value, i) => value === b[i]);
}

/**
 * Shortest pause between two re-reads caused by moving to another screen or showing the tab again: a quick run of
 * clicks asks once, and its requests do not queue behind one another on a busy backend. A 403 always re-reads.
 */
export const REREAD_PAUSE_MS = 1_000;

/**
 * Keeps the session's permissions current for the dashboard: a read now, one after a screen change of the client
 * router and one when the tab is shown again (each at most once per REREAD_PAUSE_MS), and one after any 403 answer.
 * Called once per full page load by the shell.
 */
export function installPermissionRefresh(doc: Document = document, now: () => number = Date.now): void {
  let last = 0;
  const read = () => {
    last = now();
    void refreshPermissions();
  };
  const readUnlessRecent = () => {
    if (now() - last >= REREAD_PAUSE_MS) read();
  };
  read();
  doc.addEventListener('astro:after-swap', readUnlessRecent);
  doc.defaultView?.addEventListener(FORBIDDEN_EVENT, read);
  doc.addEventListener('visibilitychange', () => {
    if (doc.visibilityState === 'visible') readUnlessRecent();
  });
}
