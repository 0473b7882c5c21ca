// The limits on what costs a hash or a mail, the lock-out the owner's known devices escape, and the account rules
// that close the ways around them (older reset links, e-mail changes, guessable passwords, revealing answers).
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../src/contract/messages.ts';
import { PASSWORD_MESSAGES } from '../../src/contract/password-rule.ts';
import { createApp } from '../app.ts';
import { DEVICE_COOKIE } from '../auth/device-cookie.ts';
import { hashSlots } from '../auth/passwords.ts';
import { users } from '../db/tables.ts';
import { readOutbox, type ReadMail } from '../mail/eml.ts';
import { createTestServer, jsonInit, START_TIMEOUT, type TestServer } from '../test-server.ts';

let server: TestServer;
beforeAll(async () => {
  // Behind one proxy, as TRUST_PROXY=1: X-Forwarded-For names the client. The default limits otherwise.
  server = await createTestServer({ app: { limits: { trustProxy: 1 } } });
}, START_TIMEOUT);
afterAll(() => server.close());
afterEach(() => vi.restoreAllMocks());

/** A call from client address `from`, with the device cookie `device` when given. */
function call(method: string, path: string, body: unknown, options: { from?: string; token?: string; device?: string } = {}) {
  const init = jsonInit(method, body, options.token);
  const headers = init.headers as Record<string, string>;
  headers['X-Forwarded-For'] = options.from ?? '198.51.100.200';
  if (options.device) headers.Cookie = `${DEVICE_COOKIE}=${options.device}`;
  return server.request(path, init);
}

/** The device cookie's value a sign-in answer sets. */
const deviceOf = (res: Response) => new RegExp(`${DEVICE_COOKIE}=([^;]+)`).exec(res.headers.get('Set-Cookie') ?? '')?.[1] ?? '';

async function mails(count: number): Promise<ReadMail[]> {
  for (let i = 0; i < 200; i++) {
    const all = await readOutbox(server.outbox);
    if (all.length >= count) return all;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`the outbox has fewer than ${count} mails`);
}
const outboxSize = async () => (await readOutbox(server.outbox)).length;
const tokenOf = (mail: ReadMail | undefined) => /[?&]token=([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';

let accounts = 0;
/** A new account of its own, registered from an address of its own. */
async function newAccount(password = 'first-Passw0rd!') {
  const n = ++accounts;
  const email = `abuse${n}@example.com`;
  const res = await call('POST', '/users/register', { email, username: `abuse${n}`, password }, { from: `203.0.113.${n}` });
  expect(res.status).toBe(200);
  return { email, password };
}

async function signIn(email: string, password: string, options: { from?: string; device?: string } = {}) {
  return call('POST', '/users/authenticate', { email, password }, options);
}

async function resetMailFor(email: string, from: string): Promise<ReadMail | undefined> {
  const before = await outboxSize();
  expect((await call('POST', '/users/reset-password', { email }, { from })).status).toBe(200);
  return (await mails(before + 1))[before];
}

describe('limits before every hash', () => {
  it('30 registrations from one address hash 30 times; the 31st is refused 429 before it hashes', async () => {
    const hashes = vi.spyOn(hashSlots, 'run');
    const statuses: number[] = [];
    // A taken username each time: an attempt that makes nothing still costs a hash.
    for (let n = 0; n < 31; n++) {
      const body = { email: `flood${n}@example.com`, username: 'admin', password: 'flood-Passw0rd!' };
      statuses.push((await call('POST', '/users/register', body, { from: '192.0.2.10' })).status);
    }
    expect(statuses.slice(0, 30)).toEqual(Array.from({ length: 30 }, () => 200));
    expect(statuses[30]).toBe(429);
    expect(hashes).toHaveBeenCalledTimes(30);
    const last = await call(
      'POST',
      '/users/register',
      { email: 'x@example.com', username: 'x_1', password: 'flood-Passw0rd!' },
      { from: '192.0.2.10' },
    );
    expect(Number(last.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(hashes).toHaveBeenCalledTimes(30);
  });

  it('registrations hash one at a time: however many arrive together, one waits on the hashing slots, not all', async () => {
    let inside = 0;
    let peak = 0;
    const run = hashSlots.run.bind(hashSlots);
    vi.spyOn(hashSlots, 'run').mockImplementation(async (task: () => Promise<unknown>) => {
      peak = Math.max(peak, ++inside);
      try {
        return await run(task);
      } finally {
        inside--;
      }
    });
    const body = (n: number) => ({ email: `lane${n}@example.com`, username: `lane${n}`, password: 'lane-Passw0rd!' });
    const answers = await Promise.all(
      [0, 1, 2, 3, 4, 5].map((n) => call('POST', '/users/register', body(n), { from: `192.0.2.${200 + n}` })),
    );
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(peak).toBe(1);
  });

  it('current-password guesses are limited per account (both calls share the count), whatever the session', async () => {
    const { email, password } = await newAccount();
    const token = ((await (await signIn(email, password)).json()) as { token: string }).token;
    const { preferences } = (await (await call('GET', '/users/me', undefined, { token })).json()) as { preferences: unknown };
    const profile = { email: 'elsewhere@example.com', username: `abuse${accounts}`, firstName: '', lastName: '', preferences };
    const statuses: number[] = [];
    for (let n = 0; n < 6; n++)
      statuses.push(
        (await call('POST', '/users/me/password', { currentPassword: `guess-${n}`, newPassword: 'new-Passw0rd!' }, { token })).status,
      );
    for (let n = 0; n < 5; n++) {
      const body = { ...profile, currentPassword: `guess-b${n}` };
      statuses.push((await call('PUT', '/users/me', body, { token })).status);
    }
    // Ten wrong ones are answered; the eleventh is refused, and so is the right password while the lock lasts.
    expect(statuses.slice(0, 10)).toEqual(Array.from({ length: 10 }, () => 400));
    expect(statuses[10]).toBe(429);
    const right = await call('POST', '/users/me/password', { currentPassword: password, newPassword: 'new-Passw0rd!' }, { token });
    expect(right.status).toBe(429);
    expect(right.headers.get('Retry-After')).toMatch(/^\d+$/);
  });

  it('reset mails to one address are capped, whatever the client address', async () => {
    const { email } = await newAccount();
    const before = await outboxSize();
    const statuses: number[] = [];
    for (let n = 0; n < 8; n++)
      statuses.push((await call('POST', '/users/reset-password', { email }, { from: `192.0.2.${100 + n}` })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    // An unknown address is capped the same way (the answers never tell which has an account).
    const unknown: number[] = [];
    for (let n = 0; n < 6; n++)
      unknown.push(
        (await call('POST', '/users/reset-password', { email: 'nobody-here@example.com' }, { from: `192.0.2.${120 + n}` })).status,
      );
    expect(unknown).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await mails(before + 5)).length - before).toBe(5);
  });
});

describe('the lock-out cannot be turned on the owner', () => {
  it("100 wrong passwords from 100 addresses lock out untrusted clients only; the owner's known device signs in, and after a reset a new one does", async () => {
    const { email, password } = await newAccount();
    const known = await signIn(email, password, { from: '198.51.100.1' });
    expect(known.status).toBe(200);
    const cookie = known.headers.get('Set-Cookie') ?? '';
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).not.toMatch(/Secure/);
    const device = deviceOf(known);

    const attack = await Promise.all(
      Array.from({ length: 100 }, (_, n) => signIn(email, `wrong-${n}`, { from: `10.${Math.floor(n / 250)}.${n % 250}.7` })),
    );
    const refused = attack.filter((r) => r.status === 429).length;
    expect(attack.filter((r) => r.status === 400).length + refused).toBe(100);
    expect(refused).toBeGreaterThanOrEqual(90);

    // The owner from a new address without the cookie is an untrusted client: locked out with the attacker.
    expect((await signIn(email, password, { from: '198.51.100.2' })).status).toBe(429);
    // With the device cookie, from anywhere: signed in.
    const owner = await signIn(email, password, { from: '198.51.100.3', device });
    expect(owner.status).toBe(200);
    // A forged or another account's cookie is no known device.
    const [id, nonce] = device.split('.');
    expect((await signIn(email, password, { device: `${id}.${nonce}.AAAA` })).status).toBe(429);

    const mail = await resetMailFor(email, '198.51.100.4');
    const confirmed = await call('POST', '/users/reset-password/confirm', { token: tokenOf(mail), password: 'after-Reset-2026' });
    expect(confirmed.status).toBe(204);
    expect((await signIn(email, 'after-Reset-2026', { from: '198.51.100.5' })).status).toBe(200);
  });

  it('the device cookie is Secure when the request came over https (the trusted proxy says so)', async () => {
    const { email, password } = await newAccount();
    const init = jsonInit('POST', { email, password });
    Object.assign(init.headers as Record<string, string>, { 'X-Forwarded-For': '198.51.100.40', 'X-Forwarded-Proto': 'https' });
    const res = await server.request('/users/authenticate', init);
    expect(res.headers.get('Set-Cookie')).toMatch(/; Secure/);
  });

  it('a password change lifts the lock: the owner then signs in from a new device', async () => {
    const { email, password } = await newAccount();
    const token = ((await (await signIn(email, password, { from: '198.51.100.50' })).json()) as { token: string }).token;
    for (let n = 0; n < 10; n++) await signIn(email, `wrong-${n}`, { from: `10.9.0.${n}` });
    expect((await signIn(email, password, { from: '198.51.100.51' })).status).toBe(429);
    const changed = await call('POST', '/users/me/password', { currentPassword: password, newPassword: 'lifted-Passw0rd!' }, { token });
    expect(changed.status).toBe(204);
    expect((await signIn(email, 'lifted-Passw0rd!', { from: '198.51.100.51' })).status).toBe(200);
  });

  it('an API on another origin allows credentials (the device cookie) to the configured origins only', async () => {
    const { app } = createApp({
      db: server.database.db,
      driver: server.database.driver,
      logRequests: false,
      corsOrigins: ['http://site.example'],
    });
    const preflight = (origin: string) =>
      app.request('/users/authenticate', {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
      });
    const allowed = await preflight('http://site.example');
    expect(allowed.headers.get('Access-Control-Allow-Origin')).toBe('http://site.example');
    expect(allowed.headers.get('Access-Control-Allow-Credentials')).toBe('true');
    expect((await preflight('http://elsewhere.example')).headers.get('Access-Control-Allow-Origin')).toBeNull();
  });

  it('a known device has its own count: its wrong passwords lock that device, not the others', async () => {
    const { email, password } = await newAccount();
    const first = deviceOf(await signIn(email, password));
    const second = deviceOf(await signIn(email, password));
    for (let n = 0; n < 10; n++) expect((await signIn(email, `wrong-${n}`, { device: first })).status).toBe(400);
    expect((await signIn(email, password, { device: first })).status).toBe(429);
    expect((await signIn(email, password, { device: second })).status).toBe(200);
    expect((await signIn(email, password, { from: '198.51.100.77' })).status).toBe(200);
  });
});

describe('reset links, password and e-mail changes', () => {
  it('a newer reset link voids an older one', async () => {
    const { email } = await newAccount();
    const older = tokenOf(await resetMailFor(email, '198.51.100.10'));
    const newer = tokenOf(await resetMailFor(email, '198.51.100.10'));
    const stale = await call('POST', '/users/reset-password/confirm', { token: older, password: 'older-Link-2026' });
    expect([stale.status, await stale.json()]).toEqual([400, { message: MESSAGES.resetLinkInvalid }]);
    expect((await call('POST', '/users/reset-password/confirm', { token: newer, password: 'newer-Link-2026' })).status).toBe(204);
  });

  it('a password change voids the reset links sent before it', async () => {
    const { email, password } = await newAccount();
    const link = tokenOf(await resetMailFor(email, '198.51.100.11'));
    const token = ((await (await signIn(email, password)).json()) as { token: string }).token;
    const changed = await call('POST', '/users/me/password', { currentPassword: password, newPassword: 'changed-Passw0rd!' }, { token });
    expect(changed.status).toBe(204);
    const stale = await call('POST', '/users/reset-password/confirm', { token: link, password: 'stolen-Link-2026' });
    expect(stale.status).toBe(400);
    expect((await signIn(email, 'changed-Passw0rd!')).status).toBe(200);
  });

  it("an e-mail change ends the account's other sessions and tells the old address, in the account's language", async () => {
    const { email, password } = await newAccount();
    const other = ((await (await signIn(email, password)).json()) as { token: string }).token;
    const mine = ((await (await signIn(email, password)).json()) as { token: string }).token;
    const profile = (await (await call('GET', '/users/me', undefined, { token: mine })).json()) as Record<string, unknown>;
    const { email: _old, id: _id, role: _role, permissions: _p, createdAt: _c, ...editable } = profile;
    const preferences = { ...(profile.preferences as object), language: 'de' };
    expect((await call('PUT', '/users/me', { ...editable, email, preferences }, { token: mine })).status).toBe(200);
    const before = await outboxSize();
    const moved = await call(
      'PUT',
      '/users/me',
      { ...editable, preferences, email: `moved-${email}`, currentPassword: password },
      { token: mine },
    );
    expect(moved.status).toBe(200);
    expect((await call('GET', '/users/me', undefined, { token: other })).status).toBe(401);
    expect((await call('GET', '/users/me', undefined, { token: mine })).status).toBe(200);
    const mail = (await mails(before + 1))[before];
    expect(mail?.to).toBe(email);
    expect(mail?.subject).toBe('Die E-Mail-Adresse Ihres Stride-Kontos wurde geändert');
  });
});

describe('guessable passwords', () => {
  it.each([
    ['the demo password', 'stride-demo', PASSWORD_MESSAGES.demo],
    ['one character repeated', 'aaaaaaaaaa', PASSWORD_MESSAGES.repeated],
    ['mostly one character', 'xxxxxxxx12', PASSWORD_MESSAGES.repeated],
    ['the e-mail', 'rule-case@example.com', PASSWORD_MESSAGES.personal],
    ["the e-mail's local part with a digit", 'rule-case1', PASSWORD_MESSAGES.personal],
    ['the username', 'rule_username', PASSWORD_MESSAGES.personal],
  ])('registration refuses %s, before hashing', async (_, password, message) => {
    const hashes = vi.spyOn(hashSlots, 'run');
    const res = await call(
      'POST',
      '/users/register',
      { email: 'rule-case@example.com', username: 'rule_username', password },
      { from: '192.0.2.40' },
    );
    expect([res.status, await res.json()]).toEqual([400, { message }]);
    expect(hashes).not.toHaveBeenCalled();
  });

  it('a reset and a password change refuse them too', async () => {
    const { email, password } = await newAccount();
    const token = ((await (await signIn(email, password)).json()) as { token: string }).token;
    const change = await call('POST', '/users/me/password', { currentPassword: password, newPassword: email }, { token });
    expect(await change.json()).toEqual({ message: PASSWORD_MESSAGES.personal });
    const link = tokenOf(await resetMailFor(email, '198.51.100.12'));
    const reset = await call('POST', '/users/reset-password/confirm', { token: link, password: 'stride-demo' });
    expect(await reset.json()).toEqual({ message: PASSWORD_MESSAGES.demo });
  });
});

describe('answers that tell nobody who has an account', () => {
  it('sign-in answers the same for a wrong password, an unknown address and a deactivated account with its right password', async () => {
    const { email, password } = await newAccount();
    await server.database.db.update(users).set({ status: 'deactivated' }).where(eq(users.email, email));
    const answers = [
      await signIn(email, password, { from: '198.51.100.30' }),
      await signIn(email, 'wrong-Passw0rd!', { from: '198.51.100.31' }),
      await signIn('nobody-at-all@example.com', password, { from: '198.51.100.32' }),
    ];
    const bodies = await Promise.all(answers.map(async (r) => [r.status, await r.json()]));
    expect(bodies).toEqual(answers.map(() => [400, { message: MESSAGES.invalidCredentials }]));
    expect(answers.map((r) => r.headers.get('Set-Cookie'))).toEqual([null, null, null]);
  });

  it('registration answers the same for a new, a taken, a deactivated e-mail and a taken username', async () => {
    const taken = await newAccount();
    const deactivated = await newAccount();
    await server.database.db.update(users).set({ status: 'deactivated' }).where(eq(users.email, deactivated.email));
    const bodies = [
      { email: 'fresh-one@example.com', username: 'fresh_one' },
      { email: taken.email, username: 'fresh_two' },
      { email: deactivated.email, username: 'fresh_three' },
      { email: 'fresh-four@example.com', username: `abuse${accounts}` },
    ];
    const answers = [];
    for (const [n, body] of bodies.entries()) {
      const res = await call('POST', '/users/register', { ...body, password: 'some-Passw0rd!' }, { from: `192.0.2.${60 + n}` });
      answers.push([res.status, res.headers.get('Content-Type'), await res.text()]);
    }
    expect(answers).toEqual(bodies.map(() => [200, null, '']));
  });
});
