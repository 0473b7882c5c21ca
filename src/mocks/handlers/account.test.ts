// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT, FAKE_TOKEN } from '../demo-account.ts';
import { profileSchema } from '../../schemas/account.ts';
import { createTestServer } from '../node.ts';

let server: ReturnType<typeof createTestServer>['server'];
beforeEach(() => {
  ({ server } = createTestServer());
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => server.close());

function call(method: string, path: string, body?: unknown, token: string | null = FAKE_TOKEN) {
  return fetch(`http://localhost${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

const signIn = (email: string, password: string) => call('POST', '/users/authenticate', { email, password }, null);

async function me() {
  const response = await call('GET', '/users/me');
  expect(response.status).toBe(200);
  return profileSchema.parse(await response.json());
}

describe('GET /users/me', () => {
  it("answers the signed-in user's profile with role, member-since date and preferences", async () => {
    const profile = await me();
    expect(profile).toMatchObject({ id: 1, email: DEMO_ACCOUNT.email, username: 'admin', firstName: 'Alex', role: 'admin' });
    expect(profile.preferences.theme.mode).toBe('light');
    expect(profile.preferences.notifications).toEqual({ email: true, push: false, weeklyDigest: true });
  });

  it('needs the bearer token', async () => {
    expect((await call('GET', '/users/me', undefined, null)).status).toBe(401);
  });
});

describe('PUT /users/me', () => {
  it('saves the name and preferences, and GET answers them afterwards', async () => {
    const current = await me();
    const { id: _id, role: _role, createdAt: _createdAt, ...editable } = current;
    const update = { ...editable, firstName: 'Alexa', preferences: { ...current.preferences, language: 'fr' as const } };
    const response = await call('PUT', '/users/me', update);
    expect(response.status).toBe(200);
    expect(await me()).toMatchObject({ firstName: 'Alexa', preferences: { language: 'fr' } });
  });

  it('answers 409 when another account has that username, 400 for a bad e-mail', async () => {
    await call('POST', '/users/register', { email: 'bo@example.com', username: 'bobby', password: 'long-enough' }, null);
    const { id: _id, role: _role, createdAt: _createdAt, ...editable } = await me();
    expect((await call('PUT', '/users/me', { ...editable, username: 'BOBBY' })).status).toBe(409);
    expect((await call('PUT', '/users/me', { ...editable, email: 'nope' })).status).toBe(400);
  });
});

describe('POST /users/me/password', () => {
  it('refuses a wrong current password with a clear message', async () => {
    const response = await call('POST', '/users/me/password', { currentPassword: 'wrong', newPassword: 'new-password-1' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Current password is incorrect' });
  });

  it('changes it: the old password no longer signs in, the new one does', async () => {
    const response = await call('POST', '/users/me/password', { currentPassword: DEMO_ACCOUNT.password, newPassword: 'new-password-1' });
    expect(response.status).toBe(204);
    expect((await signIn(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password)).status).toBe(400);
    expect((await signIn(DEMO_ACCOUNT.email, 'new-password-1')).status).toBe(200);
  });

  it('is about the account whose session the token is, whoever signed in since', async () => {
    await call('POST', '/users/register', { email: 'cy@example.com', username: 'cyrus', password: 'cy-password' }, null);
    const { token } = (await (await signIn('cy@example.com', 'cy-password')).json()) as { token: string };
    const cyrus = await call('GET', '/users/me', undefined, token);
    expect(((await cyrus.json()) as { username: string }).username).toBe('cyrus');
    expect((await me()).username).toBe('admin');
  });
});
