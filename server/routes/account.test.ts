import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TAKEN, WRONG_CURRENT_PASSWORD } from '../../src/contract/account.ts';
import { ALREADY_SUBSCRIBED } from '../../src/contract/subscriptions.ts';
import { PERMISSIONS, permissionsOf } from '../../src/contract/permissions.ts';
import type { Profile } from '../../src/schemas/account.ts';
import { defaultSettings } from '../../src/schemas/theme-settings.ts';
import { createTestServer, jsonInit, signIn, START_TIMEOUT, type TestServer } from '../test-server.ts';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await createTestServer();
  token = await signIn(server);
}, START_TIMEOUT);
afterAll(() => server.close());

const call = (method: string, path: string, body?: unknown, as: string | undefined = token) =>
  server.request(path, jsonInit(method, body, as));
const profileOf = async (as = token): Promise<Profile> => (await call('GET', '/users/me', undefined, as)).json();
const editable = ({ email, username, firstName, lastName, preferences }: Profile) => ({
  email,
  username,
  firstName,
  lastName,
  preferences,
});

describe('/users/me', () => {
  it('answers the demo account as its administrator, with every permission and the default preferences', async () => {
    const me = await profileOf();
    expect(me).toMatchObject({
      email: 'admin@stride.dev',
      username: 'admin',
      firstName: 'Alex',
      lastName: 'Morgan',
      role: 'admin',
      permissions: [...PERMISSIONS],
    });
    expect(me.preferences).toEqual({
      language: 'en',
      theme: defaultSettings(),
      notifications: { email: true, push: false, weeklyDigest: true },
    });
    expect(Date.parse(me.createdAt)).toBeLessThanOrEqual(Date.now());
  });

  it('a new account is a viewer', async () => {
    await call('POST', '/users/register', { email: 'member@example.com', username: 'member', password: 'long-enough' }, undefined);
    const theirs = await signIn(server, 'member@example.com', 'long-enough');
    expect(await profileOf(theirs)).toMatchObject({ role: 'viewer', permissions: [...permissionsOf('viewer')] });
  });

  it('PUT saves the names and preferences, and the next GET shows them; the role stays', async () => {
    const me = await profileOf();
    const preferences = { ...me.preferences, language: 'fr', notifications: { email: false, push: true, weeklyDigest: false } };
    const res = await call('PUT', '/users/me', { ...editable(me), firstName: 'Alexis', preferences });
    expect(res.status).toBe(200);
    const saved = await profileOf();
    expect(saved).toEqual({ ...me, firstName: 'Alexis', preferences });
  });

  it("PUT answers 409 for another account's username, whatever its letter case, and changes nothing", async () => {
    const me = await profileOf();
    const res = await call('PUT', '/users/me', { ...editable(me), username: 'MEMBER' });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: ACCOUNT_TAKEN });
    expect(await profileOf()).toEqual(me);
  });
});

describe('POST /users/me/password', () => {
  it('refuses a wrong current password', async () => {
    const res = await call('POST', '/users/me/password', { currentPassword: 'not-it', newPassword: 'a-new-password' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: WRONG_CURRENT_PASSWORD });
  });

  it('stores the new password: the old one no longer signs in', async () => {
    const res = await call('POST', '/users/me/password', { currentPassword: 'stride-demo', newPassword: 'a-new-password' });
    expect(res.status).toBe(204);
    await expect(signIn(server)).rejects.toThrow(/400/);
    expect(await signIn(server, 'admin@stride.dev', 'a-new-password')).toBeTruthy();
  });
});

describe('the sign-up lists', () => {
  it('keep an address once per list, whatever its letter case', async () => {
    const subscribe = (path: string, email: string) => call('POST', path, { email }, undefined);
    expect((await subscribe('/app/newsletter', 'Reader@Example.com')).status).toBe(201);
    const again = await subscribe('/app/newsletter', 'reader@example.com');
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: ALREADY_SUBSCRIBED });
    expect(await (await subscribe('/app/launch-alert', 'reader@example.com')).json()).toEqual({ email: 'reader@example.com' });
  });
});
