// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { z } from 'zod/mini';
import { api, ApiError, createApiClient, handleUnauthorised, isAuthPage } from './client.ts';
import { $currentUser, isUser, reloadSession, saveSession, SESSION_KEY } from './session.ts';

const BASE = 'http://api.test';
const seen: { auth: string | null; url: string }[] = [];
const attempts = new Map<string, number>();
const count = (key: string) => attempts.set(key, (attempts.get(key) ?? 0) + 1).get(key)!;

const server = setupServer(
  http.all(`${BASE}/echo`, ({ request }) => {
    seen.push({ auth: request.headers.get('Authorization'), url: request.url });
    return HttpResponse.json({ ok: true });
  }),
  http.get(`${BASE}/with-message`, () => HttpResponse.json({ message: 'Username or password is incorrect' }, { status: 400 })),
  http.get(`${BASE}/no-message`, () => new HttpResponse('oops', { status: 503, statusText: 'Service Unavailable' })),
  http.get(`${BASE}/unauthorised`, () => HttpResponse.json({ message: 'Unauthorised' }, { status: 401 })),
  http.get(`${BASE}/slow`, async () => {
    await delay(300);
    return HttpResponse.json({});
  }),
  http.get(`${BASE}/network`, () => HttpResponse.error()),
  http.get(`${BASE}/flaky`, () =>
    count('flaky') === 1 ? HttpResponse.json({ message: 'Busy' }, { status: 503 }) : HttpResponse.json({ ok: 1 }),
  ),
  http.post(`${BASE}/flaky`, () =>
    count('flaky-post') === 1 ? HttpResponse.json({ message: 'Busy' }, { status: 503 }) : HttpResponse.json({ ok: 1 }),
  ),
  http.get(`${BASE}/bad-request`, () =>
    count('bad') > 0 ? HttpResponse.json({ message: 'Nope' }, { status: 400 }) : HttpResponse.json({}),
  ),
  http.get(`${BASE}/wrong-shape`, () => HttpResponse.json([{ id: 'one' }])),
  http.get(`${BASE}/malformed`, () => new HttpResponse('{"rows": [1, 2', { headers: { 'Content-Type': 'application/json' } })),
  http.post(`${BASE}/body`, async ({ request }) =>
    HttpResponse.json({ type: request.headers.get('Content-Type'), got: await request.json() }),
  ),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  seen.length = 0;
  attempts.clear();
  sessionStorage.clear();
  localStorage.clear();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

function client(token?: string, onUnauthorised = vi.fn()) {
  return {
    onUnauthorised,
    client: createApiClient({ baseURL: BASE, getToken: () => token, onUnauthorised, timeoutMs: 100, retryDelayMs: 0 }),
  };
}

describe('api client', () => {
  it('sends the bearer header when a token exists, and none otherwise', async () => {
    await client('abc').client.get('/echo');
    await client().client.get('/echo');
    expect(seen.map((s) => s.auth)).toEqual(['Bearer abc', null]);
  });

  it('offers GET, POST, PUT and DELETE with JSON bodies and query parameters', async () => {
    const { client: c } = client();
    for (const call of [
      c.get('/echo', { query: { rows: 5 } }),
      c.post('/echo', { a: 1 }),
      c.put('/echo', { a: 2 }),
      c.delete('/echo', { id: 3 }),
    ]) {
      expect(await call).toEqual({ ok: true });
    }
    expect(seen[0]!.url).toBe(`${BASE}/echo?rows=5`);
  });

  it('sends JSON, leaves out undefined query parameters and joins the base URL and path with one slash', async () => {
    const c = createApiClient({ baseURL: `${BASE}/`, getToken: () => undefined, onUnauthorised: vi.fn() });
    await expect(c.post('/body', { name: 'Zoë 🙂' })).resolves.toEqual({ type: 'application/json', got: { name: 'Zoë 🙂' } });
    await c.get('echo', { query: { q: 'a b', page: undefined } });
    expect(seen[0]!.url).toBe(`${BASE}/echo?q=a+b`);
  });

  it('refuses malformed JSON when a schema is given', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(client().client.get('/malformed', { schema: z.object({ rows: z.array(z.number()) }) })).rejects.toMatchObject({
      kind: 'badResponse',
    });
  });

  it("maps an error to the response's message field", async () => {
    const error = await client()
      .client.get('/with-message')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Username or password is incorrect', kind: 'http' });
  });

  it('falls back to the status text when there is no message', async () => {
    await expect(client().client.get('/no-message')).rejects.toMatchObject({ status: 503, message: 'Service Unavailable' });
  });

  it('reports network failures and time-outs as such', async () => {
    await expect(client().client.get('/network')).rejects.toMatchObject({ status: 0, kind: 'network' });
    await expect(client().client.get('/slow')).rejects.toMatchObject({ status: 0, kind: 'timeout' });
  });

  it('refuses a response of the wrong shape with a clear error instead of bad data', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const schema = z.array(z.object({ id: z.number() }));
    await expect(client().client.get('/wrong-shape', { schema })).rejects.toMatchObject({
      kind: 'badResponse',
      message: 'Unexpected response from the server',
    });
  });

  it('accepts the schema as a loader, started with the request', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi.fn(async () => z.array(z.object({ id: z.number() })));
    await expect(client().client.get('/wrong-shape', { schema: load })).rejects.toMatchObject({ kind: 'badResponse' });
    expect(load).toHaveBeenCalledOnce();
    await expect(client().client.get('/echo', { schema: async () => z.object({ ok: z.literal(true) }) })).resolves.toEqual({ ok: true });
  });

  it('sends a failed GET once more, never a POST, and never a GET refused with a 4xx', async () => {
    const { client: c } = client();
    await expect(c.get('/flaky')).resolves.toEqual({ ok: 1 });
    expect(attempts.get('flaky')).toBe(2);
    await expect(c.post('/flaky', {})).rejects.toMatchObject({ status: 503, message: 'Busy' });
    expect(attempts.get('flaky-post')).toBe(1);
    await expect(c.get('/bad-request')).rejects.toMatchObject({ status: 400 });
    expect(attempts.get('bad')).toBe(1);
  });

  it('an aborted call is not retried and reads as stopped', async () => {
    const controller = new AbortController();
    const call = client().client.get('/slow', { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ status: 0, kind: 'timeout' });
  });

  it('a 401 the caller expects does not sign out', async () => {
    const { client: c, onUnauthorised } = client('t');
    await expect(c.get('/unauthorised', { signOutOnUnauthorised: false })).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorised).not.toHaveBeenCalled();
  });

  it('calls onUnauthorised on 401 only', async () => {
    const { client: c, onUnauthorised } = client('t');
    await expect(c.get('/unauthorised')).rejects.toMatchObject({ status: 401, message: 'Unauthorised' });
    await expect(c.get('/with-message')).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorised).toHaveBeenCalledTimes(1);
  });
});

describe('401 handling', () => {
  const user = { id: 1, email: 'a@b.co', username: 'a', firstName: '', lastName: '', token: 'tok' };

  it('logs out and reloads on a dashboard page', () => {
    saveSession(user);
    const reload = vi.fn();
    handleUnauthorised({ pathname: '/apps/ecommerce/orders/', reload });
    expect($currentUser.get()).toBeNull();
    expect(sessionStorage.getItem(SESSION_KEY)).toBeNull();
    expect(reload).toHaveBeenCalledOnce();
  });

  it.each(['/auth/login/', '/fr/auth/register/', '/zh/auth/forgot-password/'])(
    'logs out without reloading on %s (no reload loop)',
    (pathname) => {
      saveSession(user, true);
      const reload = vi.fn();
      handleUnauthorised({ pathname, reload });
      expect($currentUser.get()).toBeNull();
      expect(localStorage.getItem(SESSION_KEY)).toBeNull();
      expect(reload).not.toHaveBeenCalled();
    },
  );

  it('recognises auth pages in every locale', () => {
    expect(isAuthPage('/auth/login/')).toBe(true);
    expect(isAuthPage('/ar/auth/login/')).toBe(true);
    expect(isAuthPage('/dashboard/')).toBe(false);
    expect(isAuthPage('/apps/auth-log/')).toBe(false);
  });

  it("the app's client sends the signed-in user's token and logs out on 401", async () => {
    const origin = location.origin;
    server.use(
      http.get(`${origin}/app/mine`, ({ request }) => HttpResponse.json({ auth: request.headers.get('Authorization') })),
      http.get(`${origin}/app/denied`, () => HttpResponse.json({ message: 'Unauthorised' }, { status: 401 })),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    saveSession(user);
    expect(await api.get('/app/mine')).toEqual({ auth: 'Bearer tok' });
    // happy-dom's page is not an auth page: stub reload to observe it.
    const reload = vi.spyOn(location, 'reload').mockImplementation(() => {});
    await expect(api.get('/app/denied')).rejects.toMatchObject({ status: 401 });
    expect($currentUser.get()).toBeNull();
    expect(reload).toHaveBeenCalledOnce();
  });

  it("the app's client keeps the session on a 404: a list the backend does not know (yet) is not a signed-out caller", async () => {
    server.use(http.get(`${location.origin}/app/nosuchlist`, () => HttpResponse.json({ message: 'No Data Found' }, { status: 404 })));
    saveSession(user);
    const reload = vi.spyOn(location, 'reload').mockImplementation(() => {});
    await expect(api.get('/app/nosuchlist')).rejects.toMatchObject({ status: 404, message: 'No Data Found' });
    expect($currentUser.get()).toMatchObject({ token: 'tok' });
    expect(sessionStorage.getItem(SESSION_KEY)).not.toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('stored session', () => {
  it('reads a valid stored user and ignores a broken or wrong-shaped one', () => {
    const user = { id: 'uid-1', email: 'a@b.co', username: 'a', firstName: 'A', lastName: 'B', token: 't' };
    sessionStorage.setItem(SESSION_KEY, JSON.stringify(user));
    reloadSession();
    expect($currentUser.get()).toEqual(user);
    for (const bad of ['{oops', JSON.stringify({ ...user, token: '' }), JSON.stringify({ ...user, id: null }), 'null']) {
      sessionStorage.setItem(SESSION_KEY, bad);
      reloadSession();
      expect($currentUser.get()).toBeNull();
    }
    expect(isUser({ ...user, id: 3 })).toBe(true);
    expect(isUser({ ...user, email: 3 })).toBe(false);
  });
});
