/**
 * The rules around roles that a single call cannot show, as scenarios both backends must pass: a role change counts
 * at the caller's next request, deactivation ends sessions at once, the last active administrator stays one, nobody
 * changes their own role, an invitation registers once with its role. The fake backend's and the reference server's
 * tests run the same scenarios. Each registers accounts of its own and leaves the demo accounts as they are.
 */
import { expect } from 'vitest';
import { DEMO_ACCOUNTS } from '../resources/samples/demo-accounts.ts';
import { MESSAGES } from './messages.ts';
import type { CallResult } from './contract-cases.ts';
import { permissionsOf } from './permissions.ts';

type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export interface RuleApi {
  call(method: string, path: string, options?: { body?: unknown; token?: string | undefined }): Promise<CallResult>;
}

export function ruleApi(baseUrl: string, fetchImpl: FetchLike = fetch): RuleApi {
  const base = baseUrl.replace(/\/+$/, '');
  return {
    async call(method, path, { body, token } = {}) {
      const headers: Record<string, string> = { Accept: 'application/json' };
      if (token) headers.Authorization = `Bearer ${token}`;
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      const response = await fetchImpl(`${base}${path}`, {
        method,
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await response.text();
      return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
    },
  };
}

interface Account {
  id: number;
  email: string;
  password: string;
  token: string;
}

let counter = 0;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${(counter += 1)}`;

async function signIn(api: RuleApi, email: string, password: string): Promise<CallResult & { token?: string; id?: number }> {
  const result = await api.call('POST', '/users/authenticate', { body: { email, password } });
  const { token, id } = (result.body ?? {}) as { token?: string; id?: number };
  return { ...result, ...(token ? { token } : {}), ...(id ? { id } : {}) };
}

/** Signs the demo administrator in. */
export async function signInAdmin(api: RuleApi): Promise<Account> {
  const { email, password } = DEMO_ACCOUNTS.admin;
  const { token, id } = await signIn(api, email, password);
  if (!token || !id) throw new Error('the demo administrator could not sign in');
  return { id, email, password, token };
}

/** Registers a new account (a viewer) and signs it in. */
async function newAccount(api: RuleApi, extra: Record<string, unknown> = {}, email = `${unique('rules-')}@example.com`): Promise<Account> {
  const password = 'rules-pass-123';
  const registered = await api.call('POST', '/users/register', { body: { email, username: unique('rules_'), password, ...extra } });
  expect(registered.status, JSON.stringify(registered.body)).toBe(200);
  const { token, id } = await signIn(api, email, password);
  if (!token || !id) throw new Error(`${email} could not sign in`);
  return { id, email, password, token };
}

const message = (result: CallResult) => (result.body as { message?: string } | undefined)?.message;
const patch = (api: RuleApi, admin: Account, id: number, body: unknown) => api.call('PATCH', `/users/${id}`, { body, token: admin.token });

async function roleChangeCountsNext(api: RuleApi): Promise<void> {
  const admin = await signInAdmin(api);
  const user = await newAccount(api);
  const tryCreate = () => api.call('POST', '/app/order', { body: {}, token: user.token });
  expect(await tryCreate()).toMatchObject({ status: 403, body: { message: MESSAGES.forbidden } });
  expect((await patch(api, admin, user.id, { role: 'editor' })).body).toMatchObject({ id: user.id, role: 'editor', status: 'active' });
  // The same token, the next request: the new role's permission lets the call through to the body check.
  expect((await tryCreate()).status).toBe(400);
  const me = await api.call('GET', '/users/me', { token: user.token });
  expect(me.body).toMatchObject({ role: 'editor', permissions: [...permissionsOf('editor')] });
  await patch(api, admin, user.id, { role: 'viewer' });
  expect((await tryCreate()).status).toBe(403);
}

async function deactivationEndsSessions(api: RuleApi): Promise<void> {
  const admin = await signInAdmin(api);
  const user = await newAccount(api);
  const second = (await signIn(api, user.email, user.password)).token!;
  expect((await api.call('GET', '/app/order', { token: user.token })).status).toBe(200);
  expect((await patch(api, admin, user.id, { status: 'deactivated' })).body).toMatchObject({ status: 'deactivated' });
  for (const token of [user.token, second]) expect((await api.call('GET', '/app/order', { token })).status).toBe(401);
  // The right password of a deactivated account is answered as a wrong one: the answer tells nobody the account exists.
  const refused = await signIn(api, user.email, user.password);
  expect(refused).toMatchObject({ status: 400, body: { message: MESSAGES.invalidCredentials } });
  expect(message(await signIn(api, user.email, 'not-the-password'))).toBe(MESSAGES.invalidCredentials);
  await patch(api, admin, user.id, { status: 'active' });
  expect((await api.call('GET', '/app/order', { token: user.token })).status).toBe(401);
  const again = await signIn(api, user.email, user.password);
  expect((await api.call('GET', '/app/order', { token: again.token })).status).toBe(200);
}

async function lastAdminStays(api: RuleApi): Promise<void> {
  const admin = await signInAdmin(api);
  for (const body of [{ role: 'viewer' }, { role: 'editor' }, { status: 'deactivated' }]) {
    expect(await patch(api, admin, admin.id, body)).toMatchObject({ status: 409, body: { message: MESSAGES.lastAdmin } });
  }
  expect(await api.call('DELETE', `/users/${admin.id}`, { token: admin.token })).toMatchObject({ status: 409 });
  // Saving the role it already has changes nothing and is allowed.
  expect((await patch(api, admin, admin.id, { role: 'admin', status: 'active' })).status).toBe(200);
  const second = await newAccount(api);
  expect((await patch(api, admin, second.id, { role: 'admin' })).status).toBe(200);
  // Two administrators now: still nobody changes their own role or status.
  expect(await patch(api, admin, admin.id, { role: 'editor' })).toMatchObject({ status: 403, body: { message: MESSAGES.ownAccount } });
  expect(await patch(api, second, second.id, { status: 'deactivated' })).toMatchObject({
    status: 403,
    body: { message: MESSAGES.ownAccount },
  });
  expect((await api.call('GET', '/users', { token: second.token })).status).toBe(200);
  expect((await api.call('DELETE', `/users/${second.id}`, { token: admin.token })).status).toBe(200);
  expect(await api.call('DELETE', `/users/${admin.id}`, { token: admin.token })).toMatchObject({ status: 409 });
  expect((await api.call('GET', '/users/me', { token: admin.token })).body).toMatchObject({ role: 'admin' });
}

async function invitationRegistersOnce(api: RuleApi): Promise<void> {
  const admin = await signInAdmin(api);
  const email = `${unique('invited-')}@example.com`;
  const invite = await api.call('POST', '/users/invite', { body: { email, role: 'editor' }, token: admin.token });
  expect(invite).toMatchObject({ status: 201, body: { email, role: 'editor' } });
  const token = new URL((invite.body as { link: string }).link).searchParams.get('invite')!;
  const register = (address: string) =>
    api.call('POST', '/users/register', { body: { email: address, username: unique('inv_'), password: 'rules-pass-123', invite: token } });
  expect(await register(`${unique('other-')}@example.com`)).toMatchObject({ status: 403, body: { message: MESSAGES.inviteRequired } });
  expect(
    (await api.call('POST', '/users/register', { body: { email, username: unique('inv_'), password: 'rules-pass-123', invite: 'forged' } }))
      .status,
  ).toBe(403);
  expect((await register(email.toUpperCase())).status).toBe(200);
  expect((await signIn(api, email, 'rules-pass-123')).body).toMatchObject({ role: 'editor', permissions: [...permissionsOf('editor')] });
  expect(await register(`${unique('again-')}@example.com`)).toMatchObject({ status: 403 });
}

/** Every scenario, by name. */
export const ROLE_RULE_SCENARIOS: readonly { name: string; run: (api: RuleApi) => Promise<void> }[] = [
  { name: 'a role change counts at the next request, with the same token', run: roleChangeCountsNext },
  { name: 'deactivation ends the sessions at once and refuses sign-in; reactivation needs a new sign-in', run: deactivationEndsSessions },
  { name: 'the last active administrator cannot be demoted, deactivated or deleted; nobody changes their own role', run: lastAdminStays },
  { name: 'an invitation registers once, with its role, for its e-mail only', run: invitationRegistersOnce },
];
