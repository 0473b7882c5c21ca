import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from '../mocks/node.ts';
import { MESSAGES } from './messages.ts';
import { ROLES } from './permissions.ts';
import { matrixCaseName, matrixProblem, roleMatrixCases, runRoleMatrix, type MatrixOutcome } from './role-matrix.ts';
import { allRoutes, listRoutes, USER_ROUTES } from './routes.ts';

const CASES = roleMatrixCases();
const { server } = createTestServer();
let outcomes: MatrixOutcome[] = [];
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  outcomes = await runRoleMatrix('http://localhost', fetch, CASES);
});
afterAll(() => server.close());

describe('the role matrix', () => {
  it('is generated from the contract: every signed-in operation, for every role and for no token', () => {
    const guarded = allRoutes().filter((r) => r.auth);
    expect(CASES).toHaveLength(guarded.length * (ROLES.length + 1));
    const order = listRoutes('order');
    const expected = (operationId: string, caller: string) =>
      CASES.find((c) => c.route.operationId === operationId && c.caller === caller)?.expected;
    expect(expected(order.create.operationId, 'viewer')).toBe(403);
    expect(expected(order.create.operationId, 'editor')).toBeUndefined();
    expect(expected(order.list.operationId, 'viewer')).toBeUndefined();
    expect(expected(USER_ROUTES.updateUser.operationId, 'editor')).toBe(403);
    expect(expected(USER_ROUTES.updateUser.operationId, 'admin')).toBeUndefined();
    expect(expected('getMe', 'anonymous')).toBe(401);
    expect(CASES.at(-1)!.route.operationId).toBe('logout');
  });

  it('reports a permitted answer where 403 was due, a 403 where the role may call, and a 403 with another message', () => {
    const viewerCreates = CASES.find((c) => c.route.operationId === 'create_order' && c.caller === 'viewer')!;
    const editorCreates = CASES.find((c) => c.route.operationId === 'create_order' && c.caller === 'editor')!;
    expect(matrixProblem(viewerCreates, { status: 400, body: { message: 'Invalid input' } })).toMatch(/expected 403/);
    expect(matrixProblem(viewerCreates, { status: 403, body: { message: 'Nope' } })).toMatch(/expected 403/);
    expect(matrixProblem(viewerCreates, { status: 403, body: { message: MESSAGES.forbidden } })).toBeUndefined();
    expect(matrixProblem(editorCreates, { status: 403, body: { message: MESSAGES.forbidden } })).toMatch(/may call it/);
    expect(matrixProblem(editorCreates, { status: 400, body: { message: 'Invalid input' } })).toBeUndefined();
  });
});

describe('the fake backend answers every role × operation as the role table says', () => {
  it('runs every case', () => {
    expect(outcomes).toHaveLength(CASES.length);
  });

  it.each(CASES.map((c, index) => [matrixCaseName(c), index] as const))('%s', (_, index) => {
    expect(outcomes[index]!.problem).toBeUndefined();
  });
});
