// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNT, FAKE_TOKEN } from '../mocks/demo-account.ts';
import { createTestServer } from '../mocks/node.ts';
import { $user, login, loginUrl, logout, register, sendPasswordReset, SESSION_KEY } from './auth.ts';

let received: unknown[] = [];
const { server } = createTestServer({ baseUrl: location.origin });
beforeAll(() => {
  // happy-dom has no service workers: the app's backend start-up reports that; msw/node answers instead.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', async ({ request }) => {
    if (request.url.endsWith('/users/reset-password')) received.push(await request.clone().json());
  });
});
afterEach(async () => {
  await logout();
  received = [];
});
afterAll(() => server.close());

describe('auth store (fake backend mode)', () => {
  it('login keeps the user with its token in sessionStorage and in $user', async () => {
    const user = await login(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    expect(user).toMatchObject({ username: 'admin', token: expect.stringMatching(/^[\w-]{43}$/) });
    expect(user.token).not.toBe(FAKE_TOKEN);
    expect($user.get()).toEqual(user);
    expect(JSON.parse(sessionStorage.getItem(SESSION_KEY)!)).toEqual(user);
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it('"remember me" keeps the user in localStorage instead', async () => {
    await login(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password, { remember: true });
    expect(JSON.parse(localStorage.getItem(SESSION_KEY)!)).toMatchObject({ username: 'admin' });
    expect(sessionStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it("a failed login throws the backend's message and keeps nobody signed in", async () => {
    await expect(login(DEMO_ACCOUNT.email, 'wrong')).rejects.toThrow('Username or password is incorrect');
    expect($user.get()).toBeNull();
    expect(sessionStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it('logout revokes the token at the backend', async () => {
    const { token } = await login(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    const usersWith = (t: string) => fetch(`${location.origin}/users`, { headers: { Authorization: `Bearer ${t}` } });
    expect((await usersWith(token)).status).toBe(200);
    await logout();
    expect((await usersWith(token)).status).toBe(401);
    // Signing out again (the token is gone) is no error.
    await expect(logout()).resolves.toBeUndefined();
  });

  it('logout clears the stored user', async () => {
    await login(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password, { remember: true });
    await logout();
    expect($user.get()).toBeNull();
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
    expect(sessionStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it('register, then sign in as the new user; a taken username answers as a registration and makes no account', async () => {
    await register({ email: 'lin@example.com', username: 'lin', password: 'password-1' });
    await expect(login('lin@example.com', 'password-1')).resolves.toMatchObject({ username: 'lin' });
    await expect(register({ email: 'x@example.com', username: 'lin', password: 'password-1' })).resolves.toBeUndefined();
    await expect(login('x@example.com', 'password-1')).rejects.toThrow('Username or password is incorrect');
  });

  it('sendPasswordReset asks for a link back to the login page on this host', async () => {
    await sendPasswordReset('admin@stride.dev');
    expect(received).toEqual([{ email: 'admin@stride.dev', continueUrl: `${location.origin}/auth/login/` }]);
  });

  it('the reset link keeps the page language', () => {
    history.replaceState(null, '', '/de/auth/forgot-password/');
    expect(loginUrl()).toBe(`${location.origin}/de/auth/login/`);
    history.replaceState(null, '', '/auth/forgot-password/');
    expect(loginUrl()).toBe(`${location.origin}/auth/login/`);
  });
});
