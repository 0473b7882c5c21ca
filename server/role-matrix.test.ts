import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matrixCaseName, roleMatrixCases, runRoleMatrix, type MatrixOutcome } from '../src/contract/role-matrix.ts';
import { createTestServer, START_TIMEOUT, TEST_DRIVER, type TestServer } from './test-server.ts';

const CASES = roleMatrixCases();
let server: TestServer;
let outcomes: MatrixOutcome[] = [];
beforeAll(async () => {
  server = await createTestServer();
  outcomes = await runRoleMatrix(
    'http://localhost',
    (url, init) => server.request(new URL(url).pathname + new URL(url).search, init),
    CASES,
  );
}, START_TIMEOUT);
afterAll(() => server.close());

describe(`the reference server (${TEST_DRIVER}) answers every role × operation as the role table says`, () => {
  it('runs every case, and serves every operation of the matrix', () => {
    expect(outcomes).toHaveLength(CASES.length);
    for (const { route } of CASES) expect(server.served, route.operationId).toContain(route.operationId);
  });

  it.each(CASES.map((c, index) => [matrixCaseName(c), index] as const))('%s', (_, index) => {
    expect(outcomes[index]!.problem).toBeUndefined();
  });
});
