import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  ACTIONS,
  can,
  DATA_RESOURCES,
  DEFAULT_ROLE,
  isRole,
  MANAGING_ROLES,
  PERMISSIONS,
  permissionsOf,
  ROLE_PERMISSIONS,
  ROLES,
  type Action,
  type Role,
} from './permissions.ts';
import { LIST_NAMES } from '../resources/index.ts';

describe('the role table', () => {
  it('gives the admin every permission any role has', () => {
    const all = new Set(Object.values(ROLE_PERMISSIONS).flat());
    expect(new Set(ROLE_PERMISSIONS.admin)).toEqual(all);
  });

  it('lets an editor write every list and the calendar and upload images, but not manage accounts or read the audit trail', () => {
    for (const resource of [...LIST_NAMES, 'calendar'] as const) {
      for (const action of ['read', 'create', 'update', 'delete'] as const) expect(can('editor', `${resource}.${action}`)).toBe(true);
    }
    expect(can('editor', 'users.manage')).toBe(false);
    expect(can('editor', 'audit.read')).toBe(false);
    expect(can('editor', 'uploads.create')).toBe(true);
  });

  it('lets a viewer only read, and chat', () => {
    const dataOnes = permissionsOf('viewer').filter((p) => p !== 'chat.use');
    expect(dataOnes.every((p) => p.endsWith('.read') && p !== 'audit.read')).toBe(true);
    expect(ROLES.every((role) => can(role, 'chat.use'))).toBe(true);
    expect(can('viewer', 'order.read')).toBe(true);
    expect(can('viewer', 'order.delete')).toBe(false);
    expect(can('viewer', 'uploads.create')).toBe(false);
  });

  it('gives an unknown role nothing, and registration the viewer role', () => {
    expect(can('root', 'order.read')).toBe(false);
    expect(permissionsOf(undefined)).toEqual([]);
    expect(isRole('Admin')).toBe(false);
    expect(DEFAULT_ROLE).toBe('viewer');
  });

  it('knows every permission a role has, and which roles manage accounts', () => {
    for (const role of ROLES) for (const p of ROLE_PERMISSIONS[role]) expect(PERMISSIONS).toContain(p);
    expect(new Set(PERMISSIONS).size).toBe(PERMISSIONS.length);
    expect(MANAGING_ROLES).toEqual(['admin']);
  });
});

describe('the README', () => {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  const table = /<!-- roles-table:start -->([\s\S]*?)<!-- roles-table:end -->/.exec(readme)?.[1] ?? '';
  const rows = table
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );

  it('shows the role table as it is: one column per role, one row per action on the data and per other permission', () => {
    const header = table.split('\n').find((line) => line.startsWith('| Permission'));
    expect(
      header
        ?.split('|')
        .slice(2, -1)
        .map((cell) => cell.trim()),
    ).toEqual([...ROLES]);
    const expected = [
      ...ACTIONS.map((action) => [`\`<resource>.${action}\``, ...ROLES.map((role) => mark(role, action))]),
      ...PERMISSIONS.filter((p) => !DATA_RESOURCES.some((r) => ACTIONS.some((action) => p === `${r}.${action}`))).map((p) => [
        `\`${p}\``,
        ...ROLES.map((role) => (can(role, p) ? '✓' : '—')),
      ]),
    ];
    expect(rows).toEqual(expected);
  });
});

/** ✓ when the role may do `action` on every resource, — on none; anything in between cannot be one table cell. */
function mark(role: Role, action: Action): string {
  const allowed = DATA_RESOURCES.map((resource) => can(role, `${resource}.${action}`));
  if (allowed.every(Boolean)) return '✓';
  if (!allowed.some(Boolean)) return '—';
  throw new Error(`${role} may ${action} some resources only: the README's table needs a row per resource`);
}
