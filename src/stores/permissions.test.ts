import { afterEach, describe, expect, it } from 'vitest';
import { ROLE_PERMISSIONS } from '../api/contract/permissions.ts';
import { clearSession, saveSession } from '../api/session.ts';
import { $permissions, allows, can, dataPermission, grantsFromAnswer, grantsOf } from './permissions.ts';

const user = { id: 7, email: 'v@stride.dev', username: 'v', firstName: '', lastName: '', token: 'tok' };

afterEach(() => clearSession());

describe('session permissions', () => {
  it('reads what the session says; a session without permissions allows everything (the server decides)', () => {
    expect(grantsOf({ permissions: ['order.read'] })?.has('order.read')).toBe(true);
    expect(grantsOf({})).toBeNull();
    expect(allows(null, 'users.manage')).toBe(true);
    saveSession({ ...user, role: 'viewer', permissions: [...ROLE_PERMISSIONS.viewer] });
    expect(can(dataPermission('order', 'read'))).toBe(true);
    expect(can(dataPermission('order', 'create'))).toBe(false);
    expect(can('users.manage')).toBe(false);
    saveSession({ ...user, role: 'admin', permissions: [...ROLE_PERMISSIONS.admin] });
    expect($permissions.get()?.has('users.manage')).toBe(true);
  });

  it('takes the permissions an answer lists, else those of the role it names, else none', async () => {
    expect(await grantsFromAnswer({ role: 'viewer', permissions: ['order.read'] })).toEqual({
      role: 'viewer',
      permissions: ['order.read'],
    });
    expect(await grantsFromAnswer({ role: 'editor' })).toEqual({ role: 'editor', permissions: [...ROLE_PERMISSIONS.editor] });
    expect(await grantsFromAnswer({ role: 'Administrator' })).toEqual({ role: 'Administrator' });
    expect(await grantsFromAnswer(null)).toEqual({});
    expect(await grantsFromAnswer({ role: 'viewer', permissions: 'all' })).toEqual({
      role: 'viewer',
      permissions: [...ROLE_PERMISSIONS.viewer],
    });
  });
});
