import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, FORBIDDEN_EVENT } from '../api/client.ts';
import { ROLE_PERMISSIONS } from '../contract/permissions.ts';
import { clearSession, saveSession } from '../api/session.ts';
import { $currentUser } from '../api/session.ts';
import {
  $permissions,
  allows,
  can,
  dataPermission,
  grantsFromAnswer,
  grantsOf,
  installPermissionRefresh,
  REREAD_PAUSE_MS,
} from './permissions.ts';

const user = { id: 7, email: 'v@stride.dev', username: 'v', firstName: '', lastName: '', token: 'tok' };

afterEach(() => {
  clearSession();
  vi.restoreAllMocks();
});

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

  it('takes the permissions an answer lists, else those of the role it names, else none', () => {
    expect(grantsFromAnswer({ role: 'viewer', permissions: ['order.read'] })).toEqual({
      role: 'viewer',
      permissions: ['order.read'],
    });
    expect(grantsFromAnswer({ role: 'editor' })).toEqual({ role: 'editor', permissions: [...ROLE_PERMISSIONS.editor] });
    expect(grantsFromAnswer({ role: 'Administrator' })).toEqual({ role: 'Administrator' });
    expect(grantsFromAnswer(null)).toEqual({});
    expect(grantsFromAnswer({ role: 'viewer', permissions: 'all' })).toEqual({
      role: 'viewer',
      permissions: [...ROLE_PERMISSIONS.viewer],
    });
  });
});

describe('re-reading the permissions', () => {
  /** A document with what installPermissionRefresh listens to. */
  function fakeDocument() {
    const doc = new EventTarget() as EventTarget & { defaultView: EventTarget; visibilityState: string };
    doc.defaultView = new EventTarget();
    doc.visibilityState = 'visible';
    return doc;
  }
  const settle = () => new Promise((done) => setTimeout(done, 0));

  it('takes a new role from GET /users/me into the session: the role changed by an admin counts', async () => {
    saveSession({ ...user, role: 'viewer', permissions: [...ROLE_PERMISSIONS.viewer] });
    const get = vi.spyOn(api, 'get').mockResolvedValue({ role: 'editor', permissions: [...ROLE_PERMISSIONS.editor] });
    installPermissionRefresh(fakeDocument() as unknown as Document);
    await settle();
    expect(get).toHaveBeenCalledWith('/users/me', { refreshOnForbidden: false });
    expect($currentUser.get()?.role).toBe('editor');
    expect(can('order.create')).toBe(true);
  });

  it('reads on a screen change or a shown tab at most once per pause, and after every 403', async () => {
    saveSession({ ...user, role: 'viewer', permissions: [...ROLE_PERMISSIONS.viewer] });
    const get = vi.spyOn(api, 'get').mockResolvedValue({ role: 'viewer', permissions: [...ROLE_PERMISSIONS.viewer] });
    let now = 1_000_000;
    const doc = fakeDocument();
    installPermissionRefresh(doc as unknown as Document, () => now);
    await settle();
    doc.dispatchEvent(new Event('astro:after-swap'));
    await settle();
    expect(get).toHaveBeenCalledTimes(1);
    now += REREAD_PAUSE_MS;
    doc.dispatchEvent(new Event('astro:after-swap'));
    await settle();
    expect(get).toHaveBeenCalledTimes(2);
    doc.defaultView.dispatchEvent(new Event(FORBIDDEN_EVENT));
    await settle();
    expect(get).toHaveBeenCalledTimes(3);
    now += REREAD_PAUSE_MS;
    doc.dispatchEvent(new Event('visibilitychange'));
    await settle();
    expect(get).toHaveBeenCalledTimes(4);
  });
});
