/**
 * Malformed calls generated from the contract, for both backends: every route of the table, with hostile values for
 * each path and query parameter and each body field (wrong types, huge text, NUL, deep nesting, days that do not exist,
 * negative, huge and non-numbers, extra fields), whole bodies that are not JSON, empty or nested far too deep, made by an
 * administrator and by a caller without a token. A backend passes when no call answers 5xx. Test and bench support only.
 */
import fc from 'fast-check';
import type { ZodMiniType } from 'zod/mini';
import { DEMO_ACCOUNTS } from '../resources/samples/demo-accounts.ts';
import { BODY_TOO_LARGE_MESSAGE, MAX_JSON_BODY_BYTES } from './json-body.ts';
import { HISTORY_RANGE_MESSAGE } from './list-query.ts';
import { MESSAGES } from './messages.ts';
import { allRoutes, type RouteDef } from './routes.ts';

type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export type FuzzCaller = 'admin' | 'anonymous';

export interface FuzzCase {
  route: RouteDef;
  caller: FuzzCaller;
  /** Path and query string, e.g. `/app/order/-1?from=2020-13-45`. */
  url: string;
  /** The raw body text; undefined sends none. */
  body: string | undefined;
  contentType: string | undefined;
}

/** Strings that have broken parsers before: bad days, numbers out of range or not numbers, NUL, paths, SQL. */
const HOSTILE_TEXT = [
  '',
  ' ',
  '-1',
  '0',
  '1',
  '1.5',
  '1e3',
  '1e309',
  '-1e309',
  'NaN',
  'Infinity',
  '-0',
  '0x10',
  '2147483648',
  '99999999999999999999',
  '9007199254740993',
  '2020-13-45',
  '9999-99-99',
  '0000-00-00',
  '0000-01-01',
  '2020-02-30',
  '2024-02-29',
  '275760-09-14',
  '2020-01-01T00:00:00Z',
  '2020-01-01T25:61:00+99:99',
  '9999-12-31T23:59:59.999+14:00',
  'true',
  'null',
  '[]',
  '{}',
  '\0',
  'a\0b',
  "'; drop table users; --",
  '%',
  '../../etc/passwd',
  '😀',
  '\uD800',
  'x:asc',
  'id:desc',
  'id:sideways',
];

const hugeText = fc.integer({ min: 1_000, max: 300_000 }).map((n) => 'x'.repeat(n));
const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...HOSTILE_TEXT) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40, unit: 'binary' }) },
  { weight: 1, arbitrary: hugeText },
);

/** Nested arrays or objects `depth` deep, as a value (depths around the limit) for a body field. */
const nested = fc.integer({ min: 1, max: 80 }).chain((depth) =>
  fc.constantFrom<unknown>(
    Array.from({ length: depth }).reduce<unknown>((inner) => [inner], 1),
    Array.from({ length: depth }).reduce<unknown>((inner) => ({ a: inner }), 1),
  ),
);

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileText },
  {
    weight: 3,
    arbitrary: fc.constantFrom<unknown>(null, true, false, 0, -1, 1.5, 1e308, -1e308, 2 ** 31, 2 ** 53 + 2, [], {}, ['a'], { id: 1 }),
  },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: nested },
  { weight: 1, arbitrary: fc.array(hostileText, { maxLength: 5 }) },
);

interface ZodDef {
  type: string;
  format?: string;
  shape?: Record<string, ZodMiniType>;
  innerType?: ZodMiniType;
  element?: ZodMiniType;
  entries?: Record<string, string | number>;
  options?: ZodMiniType[];
  values?: unknown[];
  in?: ZodMiniType;
}

// zod/mini keeps a schema's definition in `_zod.def`; reading it is how a generator learns the contract's shapes.
const defOf = (schema: ZodMiniType): ZodDef => (schema as unknown as { _zod: { def: ZodDef } })._zod.def;

const STRING_OF_FORMAT: Record<string, fc.Arbitrary<string>> = {
  email: fc.constantFrom('fuzz@example.com', 'admin@stride.dev', 'a@b.co'),
  date: fc.constantFrom('2024-01-31', '2026-02-28', '2020-02-29'),
  datetime: fc.constantFrom('2026-01-01T10:00:00Z', '2026-01-01T10:00:00+02:00'),
  url: fc.constantFrom('http://localhost:8787/auth/login/', 'https://example.com/'),
};

/** A value the schema probably accepts, so the calls also reach the handlers past the checks. */
function plausible(schema: ZodMiniType, depth = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'object':
      return depth > 4 ? fc.constant({}) : bodyOf(schema, depth + 1);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'readonly':
      return plausible(def.innerType!, depth);
    case 'pipe':
      return plausible(def.in!, depth);
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? { a: 'a' }));
    case 'literal':
      return fc.constantFrom(...(def.values ?? [null]));
    case 'union':
      return fc.oneof(...def.options!.map((option) => plausible(option, depth)));
    case 'array':
      return fc.array(plausible(def.element!, depth + 1), { maxLength: 3 });
    case 'boolean':
      return fc.boolean();
    case 'number':
      return def.format === 'safeint' || def.format === 'int32'
        ? fc.integer({ min: 1, max: 30 })
        : fc.double({ min: 0, max: 1e6, noNaN: true });
    case 'string':
      return STRING_OF_FORMAT[def.format ?? ''] ?? fc.string({ minLength: 1, maxLength: 20 });
    default:
      return fc.constant('x');
  }
}

/** An object body: each field plausible or hostile, some left out, sometimes with fields the contract does not know. */
function bodyOf(schema: ZodMiniType, depth = 0): fc.Arbitrary<unknown> {
  const shape = defOf(schema).shape ?? {};
  const fields = Object.fromEntries(
    Object.entries(shape).map(([name, field]) => [
      name,
      fc.oneof({ weight: 3, arbitrary: plausible(field, depth) }, { weight: 1, arbitrary: hostileValue }),
    ]),
  );
  const extra = fc.dictionary(fc.constantFrom('extra', '__proto__', 'constructor', 'id', 'version', '\0'), hostileValue, {
    maxKeys: 2,
  });
  return fc
    .tuple(fc.record(fields, { requiredKeys: [] }), fc.oneof({ weight: 4, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: extra }))
    .map(([known, more]) => {
      const out: Record<string, unknown> = {};
      // defineProperty: a `__proto__` key becomes an own field of the JSON, as a client could send it.
      for (const [key, value] of Object.entries({ ...known }))
        Object.defineProperty(out, key, { value, enumerable: true, configurable: true, writable: true });
      for (const [key, value] of Object.entries(more))
        Object.defineProperty(out, key, { value, enumerable: true, configurable: true, writable: true });
      return out;
    });
}

const deepText = fc
  .tuple(fc.integer({ min: 30, max: 400_000 }), fc.constantFrom('[', '{"a":'))
  .map(([depth, open]) => `${open.repeat(depth)}1${(open === '[' ? ']' : '}').repeat(depth)}`);

/** Whole bodies: not JSON, empty, too deep, too big, the wrong kind of value. */
const rawBody: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('', ' ', 'not json', '{', '[1,2', '{"a":1}}', '"text"', 'null', '123', '[]', '{"a":"\\u0000"}', '\u0000'),
  deepText,
  fc.integer({ min: 1, max: 200_000 }).map((n) => `[${'1,'.repeat(n)}1]`),
  fc.constant(`"${'x'.repeat(1024 * 1024 + 10)}"`),
);

function bodyCase(route: RouteDef): fc.Arbitrary<{ body: string | undefined; contentType: string | undefined }> {
  const json = route.body ? bodyOf(route.body).map((value) => JSON.stringify(value)) : fc.constant('{}');
  const text = fc.oneof({ weight: 5, arbitrary: json }, { weight: 2, arbitrary: rawBody });
  const type = fc.constantFrom<string | undefined>('application/json', 'application/json', 'text/plain', undefined);
  // A route without a body gets one now and then, which it must ignore (never a GET: fetch cannot send one).
  const none = fc.constant({ body: undefined, contentType: undefined });
  const some = fc.record({ body: text, contentType: type });
  if (route.method === 'get') return none;
  return route.body || route.rawBody ? fc.oneof({ weight: 6, arbitrary: some }, { weight: 1, arbitrary: none }) : fc.oneof(none, some);
}

/** A path segment: encoded (a lone surrogate written as U+FFFD), or one of these as sent, percent-escapes that decode to nothing. */
const RAW_SEGMENTS = ['%', '%zz', '%E0%A4%A', '%00', '%C0%AF'];
const segment = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.oneof(fc.constantFrom('1', '2', '999999'), hostileText).map((v) => encodeURIComponent(v.toWellFormed() || ' ')),
  },
  { weight: 1, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
);

/** The path with each `{param}` a plausible or hostile value, and a query of hostile values for the declared parameters. */
function urlCase(route: RouteDef): fc.Arbitrary<string> {
  const params = Object.keys(route.pathParams ?? {});
  const pathValues = fc.tuple(...params.map(() => segment));
  const names = [...Object.keys(route.query ?? {}), 'extra'];
  const queryValues = fc.array(
    fc.tuple(
      fc.constantFrom(...names),
      fc.oneof({ weight: 1, arbitrary: fc.constantFrom('1', '25', '2026-01-01') }, { weight: 3, arbitrary: hostileText }),
    ),
    {
      maxLength: 4,
    },
  );
  return fc.tuple(pathValues, queryValues).map(([values, query]) => {
    let path = route.path;
    params.forEach((name, index) => (path = path.replace(`{${name}}`, values[index]!)));
    const search = new URLSearchParams(query).toString();
    return search ? `${path}?${search}` : path;
  });
}

/** Calls that end the caller's session would sign the administrator out of the rest of the run. */
const endsSession = (route: RouteDef) => route.operationId === 'logout';

/**
 * One call per declared query parameter of the route, that parameter alone with a hostile value, made by the
 * administrator: every parameter is tried on every run, however few calls the random ones make.
 */
function eachQueryParameter(route: RouteDef, seed: number): FuzzCase[] {
  if (route.method !== 'get' || endsSession(route)) return [];
  const names = Object.keys(route.query ?? {});
  const path = route.path.replace(/\{\w+\}/g, '1');
  const values = fc.sample(hostileText, { numRuns: names.length, seed });
  return names.map((name, index) => ({
    route,
    caller: 'admin' as const,
    url: `${path}?${new URLSearchParams({ [name]: values[index]! }).toString()}`,
    body: undefined,
    contentType: undefined,
  }));
}

/**
 * `runsPerRoute` generated calls for each route of the contract, and one per query parameter, from a seed (the same
 * seed, the same calls).
 */
export function fuzzCases(runsPerRoute: number, seed: number, routes: readonly RouteDef[] = allRoutes()): FuzzCase[] {
  return routes.flatMap((route, index) => {
    const caller = endsSession(route) ? fc.constant<FuzzCaller>('anonymous') : fc.constantFrom<FuzzCaller>('admin', 'anonymous');
    const arbitrary = fc.record({ caller, url: urlCase(route), body: bodyCase(route) });
    const random = fc
      .sample(arbitrary, { numRuns: runsPerRoute, seed: seed + index })
      .map(({ caller: who, url, body }) => ({ route, caller: who, url, ...body }));
    return [...random, ...eachQueryParameter(route, seed + index)];
  });
}

export interface FuzzFailure {
  operationId: string;
  caller: FuzzCaller;
  method: string;
  /** The url, cut to 200 characters. */
  url: string;
  /** The body's first 200 characters and its length. */
  body: string;
  status: number | 'no answer';
  answer: string;
}

const cut = (text: string | undefined) => (text === undefined ? '(none)' : `${text.slice(0, 200)} (${text.length} chars)`);

/** Signs the demo administrator in (again after a call ended its session), or throws. */
async function adminSession(base: string, fetchImpl: FetchLike): Promise<{ token: string; id: number }> {
  const { email, password } = DEMO_ACCOUNTS.admin;
  const response = await fetchImpl(`${base}/users/authenticate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const { token, id } = (await response.json()) as { token?: string; id?: number };
  if (!token || id === undefined) throw new Error(`the demo administrator could not sign in: ${response.status}`);
  return { token, id };
}

/** A change to the administrator's own account (deleting it, once another is made admin) would end the run's session. */
const ownAccount = (item: FuzzCase, adminId: number) =>
  item.route.path === '/users/{id}' && item.route.method !== 'get' && item.url.split('?')[0] === `/users/${adminId}`;

export interface FuzzOutcome {
  /** The calls answered 5xx, or not answered at all. */
  failures: FuzzFailure[];
  /** How many calls got each status, by caller: proof that the calls reached the handlers, not only the checks. */
  statuses: Record<FuzzCaller, Record<number, number>>;
}

/** The answer's text; of a live stream, which never ends, the first chunk. */
async function answerText(response: Response): Promise<string> {
  if (!(response.headers.get('Content-Type') ?? '').startsWith('text/event-stream')) return response.text();
  const reader = response.body!.getReader();
  const first = await Promise.race([reader.read(), new Promise<null>((resolve) => setTimeout(() => resolve(null), 2_000))]);
  void reader.cancel();
  return first && !first.done ? new TextDecoder().decode(first.value) : '';
}

/** Makes every call against `baseUrl`. */
export async function runFuzz(baseUrl: string, cases: readonly FuzzCase[], fetchImpl: FetchLike = fetch): Promise<FuzzOutcome> {
  const base = baseUrl.replace(/\/+$/, '');
  let admin = await adminSession(base, fetchImpl);
  const failures: FuzzFailure[] = [];
  const statuses: FuzzOutcome['statuses'] = { admin: {}, anonymous: {} };
  for (const item of cases) {
    if (item.caller === 'admin' && ownAccount(item, admin.id)) continue;
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (item.caller === 'admin') headers.Authorization = `Bearer ${admin.token}`;
    if (item.contentType) headers['Content-Type'] = item.contentType;
    const init: RequestInit = { method: item.route.method.toUpperCase(), headers, ...(item.body === undefined ? {} : { body: item.body }) };
    const failure = (status: FuzzFailure['status'], answer: string): FuzzFailure => ({
      operationId: item.route.operationId,
      caller: item.caller,
      method: init.method!,
      url: item.url.slice(0, 200),
      body: cut(item.body),
      status,
      answer: answer.slice(0, 300),
    });
    let response: Response;
    try {
      response = await fetchImpl(`${base}${item.url}`, init);
    } catch (error) {
      // fetch's own message ("fetch failed") says nothing; its cause says what the connection did.
      const cause = (error as { cause?: unknown }).cause;
      failures.push(failure('no answer', `${String(error)}${cause instanceof Error ? `: ${cause.name}: ${cause.message}` : ''}`));
      continue;
    }
    const answer = await answerText(response);
    statuses[item.caller][response.status] = (statuses[item.caller][response.status] ?? 0) + 1;
    if (response.status >= 500) failures.push(failure(response.status, answer));
    // A call that ended or changed the administrator's session (a password change) is followed by a new sign-in.
    if (item.caller === 'admin' && response.status === 401 && answer.includes(MESSAGES.unauthorised))
      admin = await adminSession(base, fetchImpl);
  }
  return { failures, statuses };
}

/** How many calls per route a run makes: FUZZ_RUNS (per route) when set, else `fallback`. */
export function fuzzRunsPerRoute(fallback: number): number {
  const raw = Number(process.env.FUZZ_RUNS);
  return Number.isInteger(raw) && raw > 0 ? raw : fallback;
}

/** FUZZ_SEED when set, else a fixed seed: the same calls on every run, unless asked for others. */
export function fuzzSeed(): number {
  const raw = Number(process.env.FUZZ_SEED);
  return Number.isInteger(raw) ? raw : 20_261_202;
}

const TOO_DEEP = `${'['.repeat(400_000)}${']'.repeat(400_000)}`;

/** The calls an attack review found answering 500 (and a body over the size limit), each with its answer now. */
export const REVIEW_CALLS: { method: string; path: string; body?: string; status: number; message: string }[] = [
  { method: 'POST', path: '/app/newsletter', body: `"${'x'.repeat(MAX_JSON_BODY_BYTES)}"`, status: 413, message: BODY_TOO_LARGE_MESSAGE },
  // The sign-in answers any body it cannot read as it answers a wrong password.
  { method: 'POST', path: '/users/authenticate', body: TOO_DEEP, status: 400, message: MESSAGES.invalidCredentials },
  ...['POST /app/newsletter', 'POST /app/department', 'PUT /users/me'].map((call) => {
    const [method, path] = call.split(' ') as [string, string];
    return { method, path, body: TOO_DEEP, status: 400, message: MESSAGES.bodyTooDeep };
  }),
  {
    method: 'GET',
    path: '/app/stats/ecommerce?from=2020-13-45&to=2020-13-46',
    status: 400,
    message: 'from and to must be dates YYYY-MM-DD',
  },
  { method: 'GET', path: '/app/stats/hr?from=9999-99-99', status: 400, message: 'from and to must be dates YYYY-MM-DD' },
  { method: 'GET', path: '/app/order?from=2020-13-45&to=2021-01-01', status: 400, message: HISTORY_RANGE_MESSAGE },
  { method: 'GET', path: '/app/expense?from=2021-01-01&to=9999-99-99&page=1', status: 400, message: HISTORY_RANGE_MESSAGE },
];

/** Each review call made by the administrator: what it answered, for the tests to compare with what it must. */
export async function runReviewCalls(baseUrl: string, fetchImpl: FetchLike = fetch): Promise<{ status: number; message: unknown }[]> {
  const base = baseUrl.replace(/\/+$/, '');
  const { token } = await adminSession(base, fetchImpl);
  const answers: { status: number; message: unknown }[] = [];
  for (const call of REVIEW_CALLS) {
    const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
    const response = await fetchImpl(`${base}${call.path}`, { method: call.method, headers, ...(call.body ? { body: call.body } : {}) });
    answers.push({ status: response.status, message: ((await response.json()) as { message?: unknown }).message });
  }
  return answers;
}
