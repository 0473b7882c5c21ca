import { MESSAGES } from '../../contract/messages.ts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createAuthProvider } from './index.ts';
import { createFirebaseProvider, type FirebaseSdk } from './firebase.ts';
import { AUTH_MESSAGES } from './types.ts';

/**
 * Firebase mode with no network: msw/node answers the official SDK's REST calls to identitytoolkit
 * (the same JSON the real service sends), so the real firebase/auth code runs end to end.
 */
const API_KEY = 'test-api-key';
const ACCOUNTS = 'https://identitytoolkit.googleapis.com/v1/accounts';
const calls: { endpoint: string; key: string | null; body: Record<string, unknown> }[] = [];

function fakeIdToken(uid: string, email: string): string {
  const now = Math.floor(Date.now() / 1000);
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${part({ alg: 'RS256', typ: 'JWT' })}.${part({ iss: 'https://securetoken.google.com/stride-test', aud: 'stride-test', auth_time: now, user_id: uid, sub: uid, iat: now, exp: now + 3600, email, firebase: { sign_in_provider: 'password' } })}.c2lnbmF0dXJl`;
}

const accounts = new Map([['ada@example.com', { uid: 'uid-ada', password: 'analytical-engine', displayName: 'Ada Lovelace' }]]);
const fail = (message: string) =>
  HttpResponse.json({ error: { code: 400, message, errors: [{ message, domain: 'global', reason: 'invalid' }] } }, { status: 400 });

const server = setupServer(
  http.post(`${ACCOUNTS}\\:signInWithPassword`, async ({ request }) => {
    const body = (await request.json()) as { email: string; password: string };
    calls.push({ endpoint: 'signInWithPassword', key: new URL(request.url).searchParams.get('key'), body });
    const account = accounts.get(body.email);
    if (body.email === 'down@example.com') return HttpResponse.json({ error: { code: 503, message: 'UNAVAILABLE' } }, { status: 503 });
    if (account?.password !== body.password) return fail('INVALID_LOGIN_CREDENTIALS');
    return HttpResponse.json({
      kind: 'identitytoolkit#VerifyPasswordResponse',
      localId: account.uid,
      email: body.email,
      displayName: account.displayName,
      idToken: fakeIdToken(account.uid, body.email),
      registered: true,
      refreshToken: 'refresh',
      expiresIn: '3600',
    });
  }),
  http.post(`${ACCOUNTS}\\:signUp`, async ({ request }) => {
    const body = (await request.json()) as { email: string; password: string };
    calls.push({ endpoint: 'signUp', key: new URL(request.url).searchParams.get('key'), body });
    if (accounts.has(body.email)) return fail('EMAIL_EXISTS');
    const uid = `uid-${accounts.size + 1}`;
    accounts.set(body.email, { uid, password: body.password, displayName: '' });
    return HttpResponse.json({
      kind: 'identitytoolkit#SignupNewUserResponse',
      localId: uid,
      email: body.email,
      idToken: fakeIdToken(uid, body.email),
      refreshToken: 'refresh',
      expiresIn: '3600',
    });
  }),
  http.post(`${ACCOUNTS}\\:lookup`, async ({ request }) => {
    const body = (await request.json()) as { idToken: string };
    const payload = JSON.parse(Buffer.from(body.idToken.split('.')[1]!, 'base64url').toString());
    const [email, account] = [...accounts.entries()].find(([, a]) => a.uid === payload.user_id)!;
    return HttpResponse.json({
      kind: 'identitytoolkit#GetAccountInfoResponse',
      users: [
        {
          localId: account.uid,
          email,
          displayName: account.displayName,
          emailVerified: false,
          providerUserInfo: [{ providerId: 'password', email, federatedId: email }],
          createdAt: '1700000000000',
          lastLoginAt: '1700000000000',
        },
      ],
    });
  }),
  http.post(`${ACCOUNTS}\\:update`, async ({ request }) => {
    const body = (await request.json()) as { idToken: string; displayName: string };
    calls.push({ endpoint: 'update', key: new URL(request.url).searchParams.get('key'), body });
    const payload = JSON.parse(Buffer.from(body.idToken.split('.')[1]!, 'base64url').toString());
    const entry = [...accounts.entries()].find(([, a]) => a.uid === payload.user_id)!;
    entry[1].displayName = body.displayName;
    return HttpResponse.json({
      kind: 'identitytoolkit#SetAccountInfoResponse',
      localId: entry[1].uid,
      email: entry[0],
      displayName: body.displayName,
      providerUserInfo: [],
    });
  }),
  http.post(`${ACCOUNTS}\\:sendOobCode`, async ({ request }) => {
    const body = (await request.json()) as { email: string };
    calls.push({ endpoint: 'sendOobCode', key: new URL(request.url).searchParams.get('key'), body });
    return HttpResponse.json({ kind: 'identitytoolkit#GetOobConfirmationCodeResponse', email: body.email });
  }),
);

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  vi.stubEnv('PUBLIC_FIREBASE_API_KEY', API_KEY);
  vi.stubEnv('PUBLIC_FIREBASE_AUTH_DOMAIN', 'stride-test.firebaseapp.com');
  vi.stubEnv('PUBLIC_FIREBASE_PROJECT_ID', 'stride-test');
  vi.stubEnv('PUBLIC_FIREBASE_APP_ID', '1:1234:web:abcd');
});
afterEach(() => {
  calls.length = 0;
});
afterAll(() => {
  server.close();
  vi.unstubAllEnvs();
});

describe('firebase auth mode (official SDK, network intercepted)', () => {
  it('signs in with e-mail and password and maps the firebase user', async () => {
    const provider = await createAuthProvider('firebase');
    const user = await provider.login('ada@example.com', 'analytical-engine');
    expect(user).toMatchObject({
      id: 'uid-ada',
      email: 'ada@example.com',
      username: 'Ada Lovelace',
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    expect(user.token.split('.')).toHaveLength(3);
    expect(calls[0]).toMatchObject({
      endpoint: 'signInWithPassword',
      key: API_KEY,
      body: { email: 'ada@example.com', password: 'analytical-engine' },
    });
    await provider.logout();
  });

  it('a wrong password gives "Username or password is incorrect"', async () => {
    const provider = await createAuthProvider('firebase');
    await expect(provider.login('ada@example.com', 'wrong')).rejects.toThrow('Username or password is incorrect');
  });

  it('any other sign-in failure falls back to "Login failed"', async () => {
    const provider = await createAuthProvider('firebase');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(provider.login('down@example.com', 'whatever')).rejects.toThrow(AUTH_MESSAGES.loginFailed);
  });

  it('registers: creates the account, sets the username as display name, signs out', async () => {
    const provider = await createAuthProvider('firebase');
    await provider.register({ email: 'grace@example.com', username: 'grace', password: 'cobol-forever' });
    expect(calls.map((c) => c.endpoint)).toEqual(['signUp', 'update']);
    expect(calls[0]!.body).toMatchObject({ email: 'grace@example.com', password: 'cobol-forever' });
    expect(calls[1]!.body).toMatchObject({ displayName: 'grace' });
    const user = await provider.login('grace@example.com', 'cobol-forever');
    expect(user.username).toBe('grace');
  });

  it('a refused registration falls back to "Registration failed"', async () => {
    const provider = await createAuthProvider('firebase');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(provider.register({ email: 'ada@example.com', username: 'ada', password: 'whatever1' })).rejects.toThrow(
      AUTH_MESSAGES.registrationFailed,
    );
  });

  it('sends the password-reset e-mail with a link back to the login page', async () => {
    const provider = await createAuthProvider('firebase');
    await provider.sendPasswordReset('ada@example.com', 'https://stride.example.com/fr/auth/login/');
    expect(calls).toEqual([
      {
        endpoint: 'sendOobCode',
        key: API_KEY,
        body: expect.objectContaining({
          requestType: 'PASSWORD_RESET',
          email: 'ada@example.com',
          continueUrl: 'https://stride.example.com/fr/auth/login/',
        }),
      },
    ]);
  });

  it('signs out; a failing sign-out falls back to "Logout failed"', async () => {
    const provider = await createAuthProvider('firebase');
    await expect(provider.logout()).resolves.toBeUndefined();

    const broken: FirebaseSdk = {
      initializeApp: () => ({ name: '[DEFAULT]', options: {}, automaticDataCollectionEnabled: false }),
      getApps: () => [],
      auth: {
        getAuth: () => ({ emulatorConfig: null }) as never,
        signInWithEmailAndPassword: () => Promise.reject(new Error('boom')),
        createUserWithEmailAndPassword: () => Promise.reject(new Error('boom')),
        updateProfile: () => Promise.resolve(),
        sendPasswordResetEmail: () => Promise.resolve(),
        confirmPasswordReset: () => Promise.reject(Object.assign(new Error('expired'), { code: 'auth/expired-action-code' })),
        signOut: () => Promise.reject(new Error('boom')),
        connectAuthEmulator: () => {},
        setPersistence: () => Promise.resolve(),
        browserLocalPersistence: {} as never,
        browserSessionPersistence: {} as never,
      },
    };
    const failing = createFirebaseProvider(broken, { apiKey: 'x' });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(failing.logout()).rejects.toThrow(AUTH_MESSAGES.logoutFailed);
    await expect(failing.login('a@b.co', 'x')).rejects.toThrow(AUTH_MESSAGES.loginFailed);
    await expect(failing.register({ email: 'a@b.co', username: 'ab', password: 'password1' })).rejects.toThrow(
      AUTH_MESSAGES.registrationFailed,
    );
    // An expired reset code reads as the backend's words for it.
    await expect(failing.confirmPasswordReset('code', 'a-Fine-passw0rd')).rejects.toThrow(MESSAGES.resetLinkInvalid);
  });
});

describe('firebase session persistence', () => {
  it('keeps the sign-in for the tab only, unless "remember me"', async () => {
    const local = { type: 'LOCAL' } as never;
    const session = { type: 'SESSION' } as never;
    const chosen: unknown[] = [];
    const sdk: FirebaseSdk = {
      initializeApp: () => ({ name: '[DEFAULT]' }) as never,
      getApps: () => [],
      auth: {
        getAuth: () => ({ emulatorConfig: null }) as never,
        setPersistence: async (_auth, persistence) => void chosen.push(persistence),
        browserLocalPersistence: local,
        browserSessionPersistence: session,
        signInWithEmailAndPassword: async () =>
          ({ user: { uid: 'u1', email: 'a@b.co', displayName: 'A B', getIdToken: async () => 'token' } }) as never,
        createUserWithEmailAndPassword: () => Promise.reject(new Error('unused')),
        updateProfile: () => Promise.resolve(),
        sendPasswordResetEmail: () => Promise.resolve(),
        confirmPasswordReset: () => Promise.resolve(),
        signOut: () => Promise.resolve(),
        connectAuthEmulator: () => {},
      },
    };
    const provider = createFirebaseProvider(sdk, { apiKey: 'x' });
    await provider.login('a@b.co', 'pw');
    await provider.login('a@b.co', 'pw', { remember: false });
    await provider.login('a@b.co', 'pw', { remember: true });
    expect(chosen).toEqual([session, session, local]);
  });
});

describe('auth modes', () => {
  it('an unknown mode fails with "Unsupported authentication method"', async () => {
    await expect(createAuthProvider('ldap')).rejects.toThrow('Unsupported authentication method');
    await expect(createAuthProvider('')).rejects.toThrow('Unsupported authentication method');
  });
});
