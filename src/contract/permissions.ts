/**
 * Roles and what each may do: the only place permissions are written. The reference server checks them on every
 * call, the fake backend checks the same table, and the UI reads it to leave out what a role cannot use.
 *
 * A permission is `<resource>.<action>` for each list and the calendar, plus `users.manage` (accounts and roles),
 * `audit.read` (the audit trail), `uploads.create` (sending an image for an image field) and `invoices.void` (voiding an
 * invoice, deleting its payment), `webhooks.manage` (the webhook endpoints). To add a role: add it to
 * `ROLES` (src/schemas/roles.ts) and give it a row in `ROLE_PERMISSIONS`. To add a permission: add it below and to the roles that get it.
 */
import { z } from 'zod/mini';
import { ROLES, type Role } from '../schemas/roles.ts';
import { LIST_NAMES, type ListName } from '../resources/index.ts';

// The list of roles sits with the schemas, where the sample accounts (src/resources/samples) can name them too.
export { ROLES, type Role };

/** The role of an account made by public registration. */
export const DEFAULT_ROLE: Role = 'viewer';

export const ACTIONS = ['read', 'create', 'update', 'delete'] as const;
export type Action = (typeof ACTIONS)[number];

/** What data permissions are about: every list, the calendar, and the task boards with their cards (src/contract/boards.ts). */
export type DataResource = ListName | 'calendar' | 'boards' | 'tasks';
export const DATA_RESOURCES: readonly DataResource[] = [...LIST_NAMES, 'calendar', 'boards', 'tasks'];

export type DataPermission = `${DataResource}.${Action}`;
export type Permission =
  DataPermission | 'users.manage' | 'audit.read' | 'uploads.create' | 'invoices.void' | 'boards.manage' | 'chat.use' | 'webhooks.manage';

const dataPermissions = (actions: readonly Action[]): DataPermission[] =>
  DATA_RESOURCES.flatMap((resource) => actions.map((action): DataPermission => `${resource}.${action}`));

/** Every permission there is, in a stable order. */
export const PERMISSIONS: readonly Permission[] = [
  ...dataPermissions(ACTIONS),
  'users.manage',
  'audit.read',
  'uploads.create',
  // Voiding an invoice and deleting a payment undo money facts: administrators only.
  'invoices.void',
  // Boards and their columns: what the team's boards are, set by administrators (cards are `tasks.*`).
  'boards.manage',
  // Team chat (src/contract/chat.ts): every role; what one sees is scoped by conversation membership, not by role.
  'chat.use',
  // Webhook endpoints (src/contract/webhooks.ts): they send the data out of the application, administrators only.
  'webhooks.manage',
];

/** Role -> permissions. admin: everything; editor: read and write all business data, and upload images; viewer: read only. */
export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  admin: PERMISSIONS,
  editor: [...dataPermissions(ACTIONS), 'uploads.create', 'chat.use'],
  viewer: [...dataPermissions(['read']), 'chat.use'],
};

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Whether `role` may do `permission`; an unknown role may do nothing. */
export function can(role: string | undefined, permission: Permission): boolean {
  return isRole(role) && ROLE_PERMISSIONS[role].includes(permission);
}

/**
 * The roles that manage accounts (have `users.manage`). The last active account with one of them can be neither
 * demoted, deactivated nor deleted, so there is always someone who can give roles.
 */
export const MANAGING_ROLES: readonly Role[] = ROLES.filter((role) => ROLE_PERMISSIONS[role].includes('users.manage'));

export function permissionsOf(role: string | undefined): readonly Permission[] {
  return isRole(role) ? ROLE_PERMISSIONS[role] : [];
}

/** A role as the API carries it (sign-in, GET /users/me, GET /users, PATCH /users/{id}). */
export const roleSchema = z.enum(ROLES);
/** A permission as the API carries it (the `permissions` of the sign-in answer and of GET /users/me). */
export const permissionSchema = z.enum(PERMISSIONS as readonly [Permission, ...Permission[]]);
