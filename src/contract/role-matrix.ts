/**
 * Every role × every operation that needs a signed-in account, generated from the contract: each role's demo account
 * calls each operation, and the answer must be 403 `FORBIDDEN` exactly when the role lacks the permission the operation
 * declares. Without a token every such operation answers 401. A permitted call may still fail on its input (the
 * calls send `{}` and ids no row has, so they change nothing): it must then answer a status the contract declares, but
 * never 401 or 403.
 */
import { MESSAGES } from './messages.ts';
import { DEMO_ACCOUNTS } from '../resources/samples/demo-accounts.ts';
import { isEventStream, readStreamStart, shapeProblem, type CallResult } from './contract-cases.ts';
import { can, ROLES, type Role } from './permissions.ts';
import { allRoutes, type RouteDef } from './routes.ts';

type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/** Who calls: a role's demo account, or nobody (no token). */
export type Caller = Role | 'anonymous';

export interface MatrixCase {
  route: RouteDef;
  caller: Caller;
  /** 401 without a token, 403 for a role without the permission, else undefined: any declared status but those two. */
  expected: 401 | 403 | undefined;
}

/** A path of the route with ids no row has (`{id}` -> 999999) and a list that does not exist. */
export function probePath(route: RouteDef): string {
  return route.path.replace('{id}', '999999').replace('{list}', 'nosuchlist');
}

/** Calls that end the caller's session go last, so every other call of the role still has a live token. */
const endsSession = (route: RouteDef) => route.operationId === 'logout';

/** Every signed-in operation of the contract, for every role and for a caller without a token. */
export function roleMatrixCases(routes: readonly RouteDef[] = allRoutes()): MatrixCase[] {
  const guarded = routes.filter((route) => route.auth);
  const ordered = [...guarded.filter((r) => !endsSession(r)), ...guarded.filter(endsSession)];
  return ordered.flatMap((route) => [
    { route, caller: 'anonymous' as const, expected: 401 as const },
    ...ROLES.map((role) => ({
      route,
      caller: role,
      expected: route.permission && !can(role, route.permission) ? (403 as const) : undefined,
    })),
  ]);
}

async function readResult(response: Response): Promise<CallResult> {
  if (isEventStream(response)) return { status: response.status, body: undefined, stream: await readStreamStart(response) };
  const text = await response.text();
  // A CSV (an export) is bytes to the contract: no JSON body to check.
  if ((response.headers.get('Content-Type') ?? '').startsWith('text/csv')) return { status: response.status, body: undefined, csv: text };
  if (text === '') return { status: response.status, body: undefined };
  try {
    return { status: response.status, body: JSON.parse(text) as unknown };
  } catch {
    return { status: response.status, body: text };
  }
}

/** What is wrong with one answer, or undefined. */
export function matrixProblem(item: MatrixCase, result: CallResult): string | undefined {
  const seen = `answered ${result.status} ${JSON.stringify(result.body)?.slice(0, 160)}`;
  if (item.expected === 403) {
    const message = (result.body as { message?: unknown } | undefined)?.message;
    return result.status === 403 && message === MESSAGES.forbidden ? undefined : `${seen}, expected 403 "${MESSAGES.forbidden}"`;
  }
  if (item.expected === 401) return result.status === 401 ? undefined : `${seen}, expected 401`;
  if (result.status === 403 || result.status === 401) return `${seen}, but the role may call it`;
  return shapeProblem(item.route, result);
}

export interface MatrixOutcome {
  item: MatrixCase;
  problem?: string;
}

/** Signs each role's demo account in, then makes every call of the matrix against `baseUrl`. */
export async function runRoleMatrix(baseUrl: string, fetchImpl: FetchLike = fetch, cases = roleMatrixCases()): Promise<MatrixOutcome[]> {
  const base = baseUrl.replace(/\/+$/, '');
  const tokens = new Map<Caller, string>();
  for (const role of ROLES) {
    const { email, password } = DEMO_ACCOUNTS[role];
    const response = await fetchImpl(`${base}/users/authenticate`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    const { token } = (await response.json()) as { token?: string };
    if (!token) throw new Error(`the demo ${role} (${email}) could not sign in: ${response.status}`);
    tokens.set(role, token);
  }
  const outcomes: MatrixOutcome[] = [];
  for (const item of cases) {
    const token = tokens.get(item.caller);
    const headers: Record<string, string> = { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) };
    const hasBody = item.route.body !== undefined;
    if (hasBody) headers['Content-Type'] = 'application/json';
    const init: RequestInit = { method: item.route.method.toUpperCase(), headers, ...(hasBody ? { body: '{}' } : {}) };
    const result = await readResult(await fetchImpl(`${base}${probePath(item.route)}`, init));
    const problem = matrixProblem(item, result);
    outcomes.push({ item, ...(problem ? { problem } : {}) });
  }
  return outcomes;
}

/** `create_order as viewer -> 403`: how a case is named in the tests' output. */
export function matrixCaseName({ route, caller, expected }: MatrixCase): string {
  return `${route.operationId} (${route.method.toUpperCase()} ${route.path}) as ${caller} -> ${expected ?? 'allowed'}`;
}
