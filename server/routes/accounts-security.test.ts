import { and, eq, lt, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES } from '../../src/contract/password-rule.ts';
import { MESSAGES } from '../../src/contract/messages.ts';
import type { Profile } from '../../src/schemas/account.ts';
import { digest, purgeExpired } from '../auth/tokens.ts';
import { passwordResetTokens, sessions, users } from '../db/tables.ts';
import { readOutbox, type ReadMail } from '../mail/eml.ts';
import { createTestServer, jsonInit, signIn, START_TIMEOUT, type TestServer } from '../test-server.ts';

let server: TestServer;
// These tests are about the account rules, not the abuse limits: one client makes many registrations and sign-ins here.
const roomy = { limit: 10_000, windowMs: 60_000 };
beforeAll(async () => {
  server = await createTestServer({
    app: { limits: { settings: { registerPerAddress: roomy, resetPerAddress: roomy, signInPerAccount: roomy, signInPerAddress: roomy } } },
  });
}, START_TIMEOUT);
afterAll(() => server.close());

const call = (method: string, path: string, body?: unknown, token?: string) => server.request(path, jsonInit(method, body, token));

/** The outbox once it holds `count` mails (they are sent after the answer). */
async function mails(count: number): Promise<ReadMail[]> {
  for (let i = 0; i < 200; i++) {
    const all = await readOutbox(server.outbox);
    if (all.length >= count) return all;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`the outbox has fewer than ${count} mails`);
}

const tokenOf = (mail: ReadMail) => /[?&]token=([\w-]+)/.exec(mail.text)?.[1] ?? '';

let account = 0;
/** A fresh account of its own for each test: `{ email, password }`. */
async function newAccount(password = 'first-Passw0rd!') {
  const n = ++account;
  const email = `person${n}@example.com`;
  const res = await call('POST', '/users/register', { email, username: `person${n}`, password });
  expect(res.status).toBe(200);
  return { email, password };
}

async function requestReset(email: string, continueUrl?: string): Promise<ReadMail> {
  const before = (await readOutbox(server.outbox)).length;
  const res = await call('POST', '/users/reset-password', { email, ...(continueUrl ? { continueUrl } : {}) });
  expect(res.status).toBe(200);
  const mail = (await mails(before + 1))[before];
  if (!mail) throw new Error('no mail');
  return mail;
}

describe('password reset', () => {
  it('e-mails a link to the reset page, written to the outbox; the token works once', async () => {
    const { email } = await newAccount();
    const mail = await requestReset(email);
    expect(mail.to).toBe(email);
    expect(mail.subject).toBe('Reset your Stride password');
    expect(mail.text).toMatch(/http:\/\/localhost:8787\/auth\/reset-password\/\?token=[\w-]{43}\n/);
    const token = tokenOf(mail);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    // Only a digest is stored.
    const stored = await server.database.db.select().from(passwordResetTokens);
    expect(stored.length).toBeGreaterThan(0);
    expect(JSON.stringify(stored)).not.toContain(token);

    const session = await signIn(server, email, 'first-Passw0rd!');
    expect((await call('POST', '/users/reset-password/confirm', { token, password: 'second-Passw0rd!' })).status).toBe(204);
    await expect(signIn(server, email, 'first-Passw0rd!')).rejects.toThrow(/400/);
    expect(await signIn(server, email, 'second-Passw0rd!')).toBeTruthy();
    // Every session of the account ended.
    expect((await call('GET', '/users/me', undefined, session)).status).toBe(401);

    const again = await call('POST', '/users/reset-password/confirm', { token, password: 'third-Passw0rd!' });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ message: MESSAGES.resetLinkInvalid });
    expect(await signIn(server, email, 'second-Passw0rd!')).toBeTruthy();
  });

  it('the link leads to the page in the language of the page that asked, on the configured origin', async () => {
    const { email } = await newAccount();
    const mail = await requestReset(email, 'https://evil.example/ar/auth/login/');
    expect(mail.subject).toBe('إعادة تعيين كلمة مرور Stride');
    expect(mail.text).toContain('http://localhost:8787/ar/auth/reset-password/?token=');
    expect(mail.text).not.toContain('evil.example');
  });

  it('a token expires after 30 minutes', async () => {
    const { email } = await newAccount();
    const token = tokenOf(await requestReset(email));
    const [row] = await server.database.db.select().from(passwordResetTokens);
    expect(row && row.expiresAt.getTime() - row.createdAt.getTime()).toBeCloseTo(30 * 60_000, -3);
    await server.database.db.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const res = await call('POST', '/users/reset-password/confirm', { token, password: 'second-Passw0rd!' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: MESSAGES.resetLinkInvalid });
    expect(await signIn(server, email, 'first-Passw0rd!')).toBeTruthy();
  });

  it('answers an unknown address exactly as a known one, and sends nothing', async () => {
    const before = (await readOutbox(server.outbox)).length;
    const res = await call('POST', '/users/reset-password', { email: 'nobody-here@example.com' });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await readOutbox(server.outbox)).toHaveLength(before);
  });

  it('refuses a weak new password and leaves the link working', async () => {
    const { email } = await newAccount();
    const token = tokenOf(await requestReset(email));
    const weak = await call('POST', '/users/reset-password/confirm', { token, password: 'password123' });
    expect(weak.status).toBe(400);
    expect(await weak.json()).toEqual({ message: PASSWORD_MESSAGES.common });
    expect((await call('POST', '/users/reset-password/confirm', { token, password: 'a-Better-passw0rd' })).status).toBe(204);
  });
});

describe('password rules', () => {
  const cases = [
    ['nine char', PASSWORD_MESSAGES.tooShort],
    ['            ', PASSWORD_MESSAGES.blank],
    ['password123', PASSWORD_MESSAGES.common],
    ['  QWERTYUIOP ', PASSWORD_MESSAGES.common],
    ['x'.repeat(129), PASSWORD_MESSAGES.tooLong],
  ] as const;

  it.each(cases)('registration refuses %j', async (password, message) => {
    const res = await call('POST', '/users/register', { email: 'weak@example.com', username: 'weakling', password });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message });
  });

  it.each(cases)('a password change refuses %j', async (password, message) => {
    const { email, password: current } = await newAccount();
    const token = await signIn(server, email, current);
    const res = await call('POST', '/users/me/password', { currentPassword: current, newPassword: password }, token);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message });
  });

  it('accepts ten characters that are not common', async () => {
    expect((await call('POST', '/users/register', { email: 'ten@example.com', username: 'tenchars', password: 'kq8#vw2mz!' })).status).toBe(
      200,
    );
  });
});

describe('sessions and the e-mail address', () => {
  it('a password change ends every other session of the account; the current one stays', async () => {
    const { email, password } = await newAccount();
    const [current, other, third] = [
      await signIn(server, email, password),
      await signIn(server, email, password),
      await signIn(server, email, password),
    ];
    const res = await call('POST', '/users/me/password', { currentPassword: password, newPassword: 'brand-new-Passw0rd' }, current);
    expect(res.status).toBe(204);
    expect((await call('GET', '/users/me', undefined, current)).status).toBe(200);
    expect((await call('GET', '/users/me', undefined, other)).status).toBe(401);
    expect((await call('GET', '/users/me', undefined, third)).status).toBe(401);
    // Another account's session is untouched.
    const admin = await signIn(server);
    const again = await newAccount();
    const theirs = await signIn(server, again.email, again.password);
    await call('POST', '/users/me/password', { currentPassword: again.password, newPassword: 'another-Passw0rd' }, theirs);
    expect((await call('GET', '/users/me', undefined, admin)).status).toBe(200);
  });

  it('changing the e-mail needs the current password; the rest of the profile does not', async () => {
    const { email, password } = await newAccount();
    const token = await signIn(server, email, password);
    const me = (await (await call('GET', '/users/me', undefined, token)).json()) as Profile;
    const { id: _id, role: _role, createdAt: _createdAt, ...editable } = me;

    expect((await call('PUT', '/users/me', { ...editable, firstName: 'Dana', email: email.toUpperCase() }, token)).status).toBe(200);
    const without = await call('PUT', '/users/me', { ...editable, email: 'moved@example.com' }, token);
    expect(without.status).toBe(400);
    expect(await without.json()).toEqual({ message: MESSAGES.passwordNeededForEmail });
    const wrong = await call('PUT', '/users/me', { ...editable, email: 'moved@example.com', currentPassword: 'not-the-password' }, token);
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ message: MESSAGES.wrongCurrentPassword });
    expect(((await (await call('GET', '/users/me', undefined, token)).json()) as Profile).email).toBe(email.toUpperCase());

    const right = await call('PUT', '/users/me', { ...editable, email: 'moved@example.com', currentPassword: password }, token);
    expect(right.status).toBe(200);
    expect(await signIn(server, 'moved@example.com', password)).toBeTruthy();
  });

  it('the purge drops expired sessions and reset tokens, and keeps live ones', async () => {
    const { email, password } = await newAccount();
    const live = await signIn(server, email, password);
    await signIn(server, email, password);
    await requestReset(email);
    const { db } = server.database;
    const [user] = await db.select().from(users).where(eq(users.email, email));
    const id = user?.id ?? 0;
    const [firstSession] = await db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, id), ne(sessions.tokenHash, digest(live))));
    // Only the newest link of an account is kept: another account's stays live beside the expired one.
    const other = await newAccount();
    await requestReset(other.email);
    const [firstReset] = await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, id));
    const past = new Date(Date.now() - 60_000);
    await db
      .update(sessions)
      .set({ expiresAt: past })
      .where(eq(sessions.tokenHash, firstSession?.tokenHash ?? ''));
    await db
      .update(passwordResetTokens)
      .set({ expiresAt: past })
      .where(eq(passwordResetTokens.tokenHash, firstReset?.tokenHash ?? ''));
    await purgeExpired(db);
    expect(await db.select().from(sessions).where(lt(sessions.expiresAt, new Date()))).toEqual([]);
    expect(await db.select().from(passwordResetTokens).where(lt(passwordResetTokens.expiresAt, new Date()))).toEqual([]);
    expect(await db.select().from(sessions).where(eq(sessions.userId, id))).toHaveLength(1);
    expect(await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, id))).toEqual([]);
    expect(await db.select().from(passwordResetTokens).where(ne(passwordResetTokens.userId, id))).not.toEqual([]);
    expect((await call('GET', '/users/me', undefined, live)).status).toBe(200);
  });
});

describe('registration does not reveal a registered e-mail', () => {
  it('answers a taken e-mail as a new one, creates nothing, and tells the owner by e-mail', async () => {
    const { email } = await newAccount();
    const before = (await readOutbox(server.outbox)).length;
    const taken = await call('POST', '/users/register', {
      email: email.toUpperCase(),
      username: 'someone_else',
      password: 'anything-Long-9',
    });
    const fresh = await call('POST', '/users/register', {
      email: 'brand-new@example.com',
      username: 'brand_new',
      password: 'anything-Long-9',
    });
    expect([taken.status, await taken.text()]).toEqual([fresh.status, await fresh.text()]);
    await expect(signIn(server, email.toUpperCase(), 'anything-Long-9')).rejects.toThrow(/400/);
    const users = (await (await call('GET', '/users', undefined, await signIn(server))).json()) as { username: string }[];
    expect(users.map((u) => u.username)).not.toContain('someone_else');
    const mail = (await mails(before + 1))[before];
    expect(mail?.to).toBe(email);
    expect(mail?.subject).toBe('Someone tried to register with your address');
    expect(mail?.text).toContain('http://localhost:8787/auth/forgot-password/');
  });

  it('answers a taken username as a new account, creates nothing, and tells the address registering by e-mail', async () => {
    const before = (await readOutbox(server.outbox)).length;
    const res = await call('POST', '/users/register', {
      email: 'another@example.com',
      username: 'person1',
      password: 'anything-Long-9',
      continueUrl: 'http://localhost:8787/fr/auth/register/',
    });
    expect([res.status, await res.text()]).toEqual([200, '']);
    await expect(signIn(server, 'another@example.com', 'anything-Long-9')).rejects.toThrow(/400/);
    const mail = (await mails(before + 1))[before];
    expect(mail?.to).toBe('another@example.com');
    expect(mail?.subject).toBe('Votre inscription à Stride : choisissez un autre nom d’utilisateur');
    expect(mail?.text).toContain('« person1 »');
    expect(mail?.text).toContain('http://localhost:8787/fr/auth/register/');
  });
});
