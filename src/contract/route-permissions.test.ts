import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from './permissions.ts';
import { allRoutes, CALENDAR_ROUTES, listRoutes, USER_ROUTES } from './routes.ts';
import { dataPermission, FORBIDDEN, type RouteDef } from './route-kit.ts';
import { LIST_NAMES } from '../resources/index.ts';

/**
 * Calls any signed-in account may make, whatever its role: its own account, its notifications, signing out, and the
 * live stream (which leaves out each change the role may not read: `<resource>.read`, checked per event), and the
 * search (which searches only the lists the role may read), and the caller's own background jobs.
 */
const OPEN_TO_EVERY_ACCOUNT = new Set([
  'logout',
  'getMe',
  'updateMe',
  'changePassword',
  'listNotifications',
  'updateNotification',
  'absentList',
  'liveEvents',
  'search',
  // A job is its starter's (another account's answers 404): reading, cancelling it, its report or its file needs no permission.
  'getJob',
  'cancelJob',
  'getJobReport',
  'downloadJob',
  // The caller's own API keys (a key may have only permissions the role has: checked in the handler).
  'createApiKey',
  'listApiKeys',
  'revokeApiKey',
]);

describe('the permission each operation needs', () => {
  it('derives each list call from the list and the method', () => {
    for (const name of LIST_NAMES) {
      const routes = listRoutes(name);
      expect([routes.list, routes.get, routes.create, routes.update, routes.remove].map((r) => r.permission)).toEqual([
        `${name}.read`,
        `${name}.read`,
        `${name}.create`,
        `${name}.update`,
        `${name}.delete`,
      ]);
    }
    const calendar = Object.values(CALENDAR_ROUTES) as RouteDef[];
    for (const route of calendar) expect(route.permission, route.operationId).toBe(dataPermission('calendar', route.method));
    expect(new Set(calendar.map((r) => r.permission))).toEqual(
      new Set(['calendar.read', 'calendar.create', 'calendar.update', 'calendar.delete']),
    );
    expect(dataPermission('order', 'patch')).toBe('order.update');
  });

  it('asks users.manage for the account administration, and a bearer for the user list alias', () => {
    const { listUsers, getUser, updateUser, deleteUser, inviteUser, apiUsers } = USER_ROUTES;
    for (const route of [listUsers, getUser, updateUser, deleteUser, inviteUser])
      expect(route.permission, route.operationId).toBe('users.manage');
    expect(apiUsers.auth).toBe(true);
    expect(apiUsers.permission).toBe('userlist.read');
  });

  it('guards every signed-in operation but the caller’s own account, and declares its 403', () => {
    for (const route of allRoutes()) {
      if (!route.auth) {
        expect(route.permission, route.operationId).toBeUndefined();
        continue;
      }
      if (OPEN_TO_EVERY_ACCOUNT.has(route.operationId)) expect(route.permission, route.operationId).toBeUndefined();
      else {
        expect(PERMISSIONS, route.operationId).toContain(route.permission);
        expect(route.responses[403]?.schema, route.operationId).toBe(FORBIDDEN.schema);
      }
    }
  });
});
