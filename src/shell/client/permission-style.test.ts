// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { ROLE_PERMISSIONS } from '../../contract/permissions.ts';
import { SESSION_KEY } from '../../api/session.ts';
import { pageNeeds } from './page-needs.ts';
import { applyPermissionStyle, PERMISSION_STYLE_ID, permissionCss, permissionStyleScript } from './permission-style.ts';

const user = { id: 1, email: 'a@b.co', username: 'a', firstName: '', lastName: '', token: 'tok' };
const values = pageNeeds();

function runInline(): HTMLStyleElement | null {
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the script ships as inline text; this runs exactly that text
  new Function(permissionStyleScript(values))();
  return document.getElementById(PERMISSION_STYLE_ID) as HTMLStyleElement | null;
}

/** Whether an element needing `needs` is hidden by the stylesheet now in the document. */
function hidden(needs: string): boolean {
  const el = document.createElement('li');
  el.dataset.needs = needs;
  document.body.append(el);
  const none = getComputedStyle(el).display === 'none';
  el.remove();
  return none;
}

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  document.getElementById(PERMISSION_STYLE_ID)?.remove();
});

describe('the permission stylesheet', () => {
  it('hides what a viewer cannot open (the administration), and nothing an admin can', () => {
    sessionStorage.setItem(SESSION_KEY, JSON.stringify({ ...user, role: 'viewer', permissions: ROLE_PERMISSIONS.viewer }));
    runInline();
    expect(hidden('users.manage')).toBe(true);
    expect(hidden('order.read')).toBe(false);
    // The lists' write controls the server renders for every role.
    expect(hidden('order.create')).toBe(true);
    expect(hidden('calendar.update calendar.delete')).toBe(true);
    const admin = [...ROLE_PERMISSIONS.admin];
    applyPermissionStyle(document, admin);
    expect(hidden('users.manage')).toBe(false);
    expect(permissionCss(values, admin)).toBe('');
  });

  it('writes the same rules inline (before paint) as the shell does later, for every role', () => {
    for (const role of ['admin', 'editor', 'viewer'] as const) {
      localStorage.setItem(SESSION_KEY, JSON.stringify({ ...user, role, permissions: ROLE_PERMISSIONS[role] }));
      expect(runInline()?.textContent ?? '', role).toBe(permissionCss(values, ROLE_PERMISSIONS[role]));
    }
  });

  it('hides a group only when none of its screens can be opened', () => {
    const group = 'users.manage audit.read';
    expect(permissionCss([group], ['audit.read'])).toBe('');
    expect(permissionCss([group], ['order.read'])).toContain(`[data-needs="${group}"]`);
  });

  it('hides nothing while the session does not say its permissions (one stored before roles), and keeps one stylesheet', () => {
    sessionStorage.setItem(SESSION_KEY, JSON.stringify(user));
    runInline();
    expect(runInline()?.textContent).toBe('');
    expect(document.querySelectorAll(`#${PERMISSION_STYLE_ID}`)).toHaveLength(1);
    expect(hidden('users.manage')).toBe(false);
  });
});
