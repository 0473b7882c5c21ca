import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES } from '../../contract/password-rule.ts';
import { MESSAGES } from '../../contract/messages.ts';
import type { DemoMail } from '../demo-mail.ts';
import { DEMO_ACCOUNT } from '../demo-account.ts';
import { createTestServer } from '../node.ts';

// The fake backend keeps the reference server's account rules: reset links, password rules, sessions, e-mail changes.
const mails: DemoMail[] = [];
let clock = Date.now();
const { server } = createTestServer({ onMail: (mail) => mails.push(mail), now: () => clock });
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

function call(method: string, path: string, body?: unknown, token?: string) {
  return fetch(`http://localhost${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function signIn(email: string, password: string): Promise<string> {
  const res = await call('POST', '/users/authenticate', { email, password });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

let n = 0;
async function newAccount(password = 'first-Passw0rd!') {
  const email = `fake${++n}@example.com`;
  expect((await call('POST', '/users/register', { email, username: `fake${n}`, password })).status).toBe(200);
  return { email, password };
}

async function resetLink(email: string, continueUrl?: string): Promise<string> {
  const before = mails.length;
  expect((await call('POST', '/users/reset-password', { email, ...(continueUrl ? { continueUrl } : {}) })).status).toBe(200);
  expect(mails).toHaveLength(before + 1);
  return mails.at(-1)?.link ?? '';
}
const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

describe('password reset on the fake backend', () => {
  it('mails a link to the reset page in the asking page language; the token works once and ends every session', async () => {
    const { email, password } = await newAccount();
    const session = await signIn(email, password);
    const link = await resetLink(email, 'https://demo.example/ar/auth/login/');
    expect(mails.at(-1)).toMatchObject({ kind: 'reset', to: email });
    expect(link).toMatch(/^https:\/\/demo\.example\/ar\/auth\/reset-password\/\?token=[\w-]{43}$/);
    const token = tokenOf(link);
    expect((await call('POST', '/users/reset-password/confirm', { token, password: 'second-Passw0rd!' })).status).toBe(204);
    expect((await call('GET', '/users/me', undefined, session)).status).toBe(401);
    expect(await signIn(email, 'second-Passw0rd!')).toBeTruthy();
    const again = await call('POST', '/users/reset-password/confirm', { token, password: 'third-Passw0rd!' });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ message: MESSAGES.resetLinkInvalid });
  });

  it('a token expires after 30 minutes', async () => {
    const { email } = await newAccount();
    const token = tokenOf(await resetLink(email));
    clock += 30 * 60_000 + 1;
    const res = await call('POST', '/users/reset-password/confirm', { token, password: 'second-Passw0rd!' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: MESSAGES.resetLinkInvalid });
  });

  it('answers an unknown address the same, and mails nothing', async () => {
    const before = mails.length;
    const res = await call('POST', '/users/reset-password', { email: 'nobody@example.com' });
    expect([res.status, await res.text()]).toEqual([200, '']);
    expect(mails).toHaveLength(before);
  });

  it('refuses a common password and leaves the link working', async () => {
    const { email } = await newAccount();
    const token = tokenOf(await resetLink(email));
    const weak = await call('POST', '/users/reset-password/confirm', { token, password: 'Password123' });
    expect(await weak.json()).toEqual({ message: PASSWORD_MESSAGES.common });
    expect((await call('POST', '/users/reset-password/confirm', { token, password: 'a-Better-passw0rd' })).status).toBe(204);
  });
});

describe('accounts on the fake backend', () => {
  it.each([
    ['short pw', PASSWORD_MESSAGES.tooShort],
    ['           ', PASSWORD_MESSAGES.blank],
    ['basketball', PASSWORD_MESSAGES.common],
  ])('registration refuses %j', async (password, message) => {
    const res = await call('POST', '/users/register', { email: 'weak@example.com', username: 'weak', password });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message });
  });

  it('a taken e-mail answers as a new account, and its owner gets a mail', async () => {
    const before = mails.length;
    const res = await call('POST', '/users/register', { email: DEMO_ACCOUNT.email, username: 'intruder', password: 'intruder-Passw0rd' });
    expect([res.status, await res.text()]).toEqual([200, '']);
    expect(mails.slice(before)).toEqual([
      { kind: 'registerTaken', to: DEMO_ACCOUNT.email, link: 'http://localhost/auth/forgot-password/' },
    ]);
    await expect(signIn(DEMO_ACCOUNT.email, 'intruder-Passw0rd')).rejects.toThrow(/400/);
  });

  it('a password change ends the other sessions of the account, not the current one', async () => {
    const { email, password } = await newAccount();
    const [current, other] = [await signIn(email, password), await signIn(email, password)];
    const res = await call('POST', '/users/me/password', { currentPassword: password, newPassword: 'new-Passw0rd-2' }, current);
    expect(res.status).toBe(204);
    expect((await call('GET', '/users/me', undefined, current)).status).toBe(200);
    expect((await call('GET', '/users/me', undefined, other)).status).toBe(401);
  });

  it('a new e-mail needs the current password', async () => {
    const { email, password } = await newAccount();
    const token = await signIn(email, password);
    const {
      id: _id,
      role: _role,
      createdAt: _createdAt,
      ...editable
    } = (await (await call('GET', '/users/me', undefined, token)).json()) as Record<string, unknown>;
    const without = await call('PUT', '/users/me', { ...editable, email: 'elsewhere@example.com' }, token);
    expect(await without.json()).toEqual({ message: MESSAGES.passwordNeededForEmail });
    const wrong = await call('PUT', '/users/me', { ...editable, email: 'elsewhere@example.com', currentPassword: 'nope-nope-nope' }, token);
    expect(await wrong.json()).toEqual({ message: MESSAGES.wrongCurrentPassword });
    const right = await call('PUT', '/users/me', { ...editable, email: 'elsewhere@example.com', currentPassword: password }, token);
    expect(right.status).toBe(200);
    expect(await right.json()).not.toHaveProperty('currentPassword');
    expect(await signIn('elsewhere@example.com', password)).toBeTruthy();
  });
});
