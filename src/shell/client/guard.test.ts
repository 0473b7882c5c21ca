// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEY } from '../../api/session.ts';
import { guardScript } from './guard.ts';

const user = { id: 1, email: 'a@b.co', username: 'a', firstName: '', lastName: '', token: 'tok' };

function runGuard(): { auth: string | null; replacedWith: string | undefined } {
  let replacedWith: string | undefined;
  vi.spyOn(location, 'replace').mockImplementation((url) => void (replacedWith = String(url)));
  // The guard is inline script text in the page: run it the way the browser does.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the guard ships as inline script text; this runs exactly that text
  new Function(guardScript('/auth/login/'))();
  return { auth: document.documentElement.getAttribute('data-auth'), replacedWith };
}

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  document.documentElement.removeAttribute('data-auth');
  vi.restoreAllMocks();
});

describe('dashboard guard', () => {
  it('lets a stored session with a token through (tab or remembered)', () => {
    sessionStorage.setItem(SESSION_KEY, JSON.stringify(user));
    expect(runGuard()).toEqual({ auth: 'ok', replacedWith: undefined });
    sessionStorage.clear();
    localStorage.setItem(SESSION_KEY, JSON.stringify(user));
    expect(runGuard().auth).toBe('ok');
  });

  it.each([
    ['no session', null],
    ['an empty token', JSON.stringify({ ...user, token: '' })],
    ['no token', JSON.stringify({ ...user, token: undefined })],
    ['a token that is not text', JSON.stringify({ ...user, token: 42 })],
    ['a broken entry', '{oops'],
  ])('sends %s to the login page with next=', (_, stored) => {
    if (stored !== null) sessionStorage.setItem(SESSION_KEY, stored);
    const { auth, replacedWith } = runGuard();
    expect(auth).toBe('denied');
    expect(replacedWith).toMatch(/^\/auth\/login\/\?next=/);
  });
});
