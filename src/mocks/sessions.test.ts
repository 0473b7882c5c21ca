// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { FAKE_TOKEN } from './demo-account.ts';
import { bearerToken, FakeSessions, randomToken } from './sessions.ts';
import { SESSIONS_STORAGE_KEY } from './settings.ts';

afterEach(() => localStorage.clear());

describe('randomToken', () => {
  it('is 32 random bytes in base64url, different each time', () => {
    const tokens = new Set(Array.from({ length: 50 }, randomToken));
    expect(tokens.size).toBe(50);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

describe('FakeSessions', () => {
  it('knows the demo session from the start, and the users of new sessions', () => {
    const sessions = new FakeSessions(localStorage);
    expect(sessions.userOf(FAKE_TOKEN)).toBe(1);
    const token = sessions.create(7);
    expect(sessions.userOf(token)).toBe(7);
    expect(sessions.userOf('nope')).toBeUndefined();
    expect(sessions.userOf(undefined)).toBeUndefined();
    expect(sessions.userOf('toString')).toBeUndefined();
  });

  it('revokes one token, or every token of a user', () => {
    const sessions = new FakeSessions();
    const [a, b, c] = [sessions.create(2), sessions.create(2), sessions.create(3)];
    sessions.revoke(a);
    expect(sessions.userOf(a)).toBeUndefined();
    expect(sessions.userOf(b)).toBe(2);
    sessions.revokeUser(2);
    expect(sessions.userOf(b)).toBeUndefined();
    expect(sessions.userOf(c)).toBe(3);
  });

  it('shares sessions through storage (another page, another tab)', () => {
    const token = new FakeSessions(localStorage).create(4);
    const other = new FakeSessions(localStorage);
    expect(other.userOf(token)).toBe(4);
    other.revoke(token);
    expect(new FakeSessions(localStorage).userOf(token)).toBeUndefined();
  });

  it('treats corrupt storage as memory only', () => {
    localStorage.setItem(SESSIONS_STORAGE_KEY, '{not json');
    const sessions = new FakeSessions(localStorage);
    expect(sessions.userOf(FAKE_TOKEN)).toBe(1);
  });
});

describe('bearerToken', () => {
  it('reads the token of a Bearer header only', () => {
    const req = (value?: string) => new Request('http://x/', value ? { headers: { Authorization: value } } : {});
    expect(bearerToken(req('Bearer abc'))).toBe('abc');
    expect(bearerToken(req('Basic abc'))).toBeUndefined();
    expect(bearerToken(req('Bearer '))).toBeUndefined();
    expect(bearerToken(req())).toBeUndefined();
  });
});
