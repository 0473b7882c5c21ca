import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contract/messages.ts';
import { PASSWORD_MESSAGES } from '../../contract/password-rule.ts';
import type { DemoMail } from '../demo-mail.ts';
import { FAKE_LIMITS } from '../limits.ts';
import { createTestServer } from '../node.ts';

// The fake backend keeps the reference server's lock-out, limits and account rules where they apply in a browser.
const mails: DemoMail[] = [];
const { server } = createTestServer({ onMail: (mail) => mails.push(mail) });
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

function call(method: string, path: string, body?: unknown, token?: string) {
  return fetch(`http://localhost${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}
const signIn = (email: string, password: string) => call('POST', '/users/authenticate', { email, password });
const tokenOf = async (res: Response) => ((await res.json()) as { token: string }).token;

let n = 0;
async function newAccount(password = 'first-Passw0rd!') {
  const email = `guard${++n}@example.com`;
  expect((await call('POST', '/users/register', { email, username: `guard${n}`, password })).status).toBe(200);
  return { email, password };
}

describe('sign-in lock-out on the fake backend', () => {
  it("an account never signed in here is locked after the limit's failures; a reset lifts the lock", async () => {
    const { email, password } = await newAccount();
    for (let i = 0; i < FAKE_LIMITS.signInPerAccount.limit; i++) expect((await signIn(email, `wrong-${i}`)).status).toBe(400);
    const locked = await signIn(email, password);
    expect([locked.status, await locked.json()]).toEqual([429, { message: MESSAGES.tooManyAttempts }]);
    expect(Number(locked.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await call('POST', '/users/reset-password', { email })).status).toBe(200);
    const token = new URL(mails.at(-1)?.link ?? '').searchParams.get('token');
    expect((await call('POST', '/users/reset-password/confirm', { token, password: 'after-Reset-2026' })).status).toBe(204);
    expect((await signIn(email, 'after-Reset-2026')).status).toBe(200);
  });

  it('an account signed in on this device before counts its failures here apart: the untrusted lock does not block it', async () => {
    const { email, password } = await newAccount();
    expect((await signIn(email, password)).status).toBe(200);
    for (let i = 0; i < FAKE_LIMITS.signInPerDevice.limit; i++) expect((await signIn(email, `wrong-${i}`)).status).toBe(400);
    expect((await signIn(email, password)).status).toBe(429);
  });

  it('a deactivated account with its right password answers as a wrong password', async () => {
    const { email, password } = await newAccount();
    const admin = await tokenOf(await signIn('admin@stride.dev', 'stride-demo'));
    const users = (await (await call('GET', '/users', undefined, admin)).json()) as { id: number; email: string }[];
    const id = users.find((u) => u.email === email)?.id;
    expect((await call('PATCH', `/users/${id}`, { status: 'deactivated' }, admin)).status).toBe(200);
    const res = await signIn(email, password);
    expect([res.status, await res.json()]).toEqual([400, { message: MESSAGES.invalidCredentials }]);
  });
});

describe('limits and account rules on the fake backend', () => {
  it('current-password guesses are answered 429 after the limit', async () => {
    const { email, password } = await newAccount();
    const token = await tokenOf(await signIn(email, password));
    const statuses: number[] = [];
    for (let i = 0; i <= FAKE_LIMITS.passwordCheckPerAccount.limit; i++)
      statuses.push(
        (await call('POST', '/users/me/password', { currentPassword: `guess-${i}`, newPassword: 'new-Passw0rd!' }, token)).status,
      );
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((s) => s === 400)).toBe(true);
  });

  it('reset mails to one address are capped', async () => {
    const { email } = await newAccount();
    const before = mails.length;
    const statuses: number[] = [];
    for (let i = 0; i <= FAKE_LIMITS.resetPerTarget.limit; i++)
      statuses.push((await call('POST', '/users/reset-password', { email })).status);
    expect(statuses.at(-1)).toBe(429);
    expect(mails.length - before).toBe(FAKE_LIMITS.resetPerTarget.limit);
  });

  it('a newer reset link and a password change void older links', async () => {
    const { email, password } = await newAccount();
    const link = async () => {
      await call('POST', '/users/reset-password', { email });
      return new URL(mails.at(-1)?.link ?? '').searchParams.get('token');
    };
    const older = await link();
    const newer = await link();
    expect((await call('POST', '/users/reset-password/confirm', { token: older, password: 'older-Link-2026' })).status).toBe(400);
    const beforeChange = await link();
    const token = await tokenOf(await signIn(email, password));
    expect((await call('POST', '/users/me/password', { currentPassword: password, newPassword: 'changed-Passw0rd!' }, token)).status).toBe(
      204,
    );
    for (const stale of [newer, beforeChange])
      expect((await call('POST', '/users/reset-password/confirm', { token: stale, password: 'stale-Link-2026' })).status).toBe(400);
  });

  it('an e-mail change ends the other sessions and tells the old address', async () => {
    const { email, password } = await newAccount();
    const other = await tokenOf(await signIn(email, password));
    const mine = await tokenOf(await signIn(email, password));
    const {
      id: _i,
      role: _r,
      createdAt: _c,
      permissions: _p,
      ...editable
    } = (await (await call('GET', '/users/me', undefined, mine)).json()) as Record<string, unknown>;
    const res = await call('PUT', '/users/me', { ...editable, email: `moved-${email}`, currentPassword: password }, mine);
    expect(res.status).toBe(200);
    expect((await call('GET', '/users/me', undefined, other)).status).toBe(401);
    expect((await call('GET', '/users/me', undefined, mine)).status).toBe(200);
    expect(mails.at(-1)).toEqual({ kind: 'emailChanged', to: email, link: 'http://localhost/auth/login/' });
  });

  it.each([
    ['stride-demo', PASSWORD_MESSAGES.demo],
    ['zzzzzzzzzz', PASSWORD_MESSAGES.repeated],
    ['rule-taker@example.com', PASSWORD_MESSAGES.personal],
    ['rule_taker_', PASSWORD_MESSAGES.personal],
  ])('registration refuses %j', async (password, message) => {
    const res = await call('POST', '/users/register', { email: 'rule-taker@example.com', username: 'rule_taker', password });
    expect([res.status, await res.json()]).toEqual([400, { message }]);
  });

  it('a taken username answers as a registration and mails the address registering', async () => {
    const res = await call('POST', '/users/register', {
      email: 'name-seeker@example.com',
      username: 'admin',
      password: 'seeker-Passw0rd!',
      continueUrl: 'http://localhost/fr/auth/register/',
    });
    expect([res.status, await res.text()]).toEqual([200, '']);
    expect(mails.at(-1)).toEqual({ kind: 'usernameTaken', to: 'name-seeker@example.com', link: 'http://localhost/fr/auth/register/' });
  });
});
