import { describe, expect, it } from 'vitest';
import { LIST_NAMES } from '../../schemas/index.ts';
import { can, DEFAULT_ROLE, isRole, permissionsOf, ROLE_PERMISSIONS } from './permissions.ts';

describe('the role table', () => {
  it('gives the admin every permission any role has', () => {
    const all = new Set(Object.values(ROLE_PERMISSIONS).flat());
    expect(new Set(ROLE_PERMISSIONS.admin)).toEqual(all);
  });

  it('lets an editor write every list and the calendar, but not manage accounts or read the audit trail', () => {
    for (const resource of [...LIST_NAMES, 'calendar'] as const) {
      for (const action of ['read', 'create', 'update', 'delete'] as const) expect(can('editor', `${resource}.${action}`)).toBe(true);
    }
    expect(can('editor', 'users.manage')).toBe(false);
    expect(can('editor', 'audit.read')).toBe(false);
  });

  it('lets a viewer only read', () => {
    expect(permissionsOf('viewer').every((p) => p.endsWith('.read') && p !== 'audit.read')).toBe(true);
    expect(can('viewer', 'order.read')).toBe(true);
    expect(can('viewer', 'order.delete')).toBe(false);
  });

  it('gives an unknown role nothing, and registration the viewer role', () => {
    expect(can('root', 'order.read')).toBe(false);
    expect(permissionsOf(undefined)).toEqual([]);
    expect(isRole('Admin')).toBe(false);
    expect(DEFAULT_ROLE).toBe('viewer');
  });
});
