import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_CASES, runContractCases, type CaseOutcome } from '../src/contract/contract-cases.ts';
import { createTestServer, START_TIMEOUT, type TestServer } from './test-server.ts';

let server: TestServer;
let outcomes: CaseOutcome[] = [];
beforeAll(async () => {
  server = await createTestServer();
  outcomes = await runContractCases(
    'http://localhost',
    (url, init) => server.request(new URL(url).pathname + new URL(url).search, init),
    undefined,
    { exportJobs: server.exportJobs },
  );
}, START_TIMEOUT);
afterAll(() => server.close());

describe('the reference server keeps the API contract (the same cases as the fake backend)', () => {
  it('runs every case', () => {
    expect(outcomes).toHaveLength(CONTRACT_CASES.length);
  });

  it.each(CONTRACT_CASES.map((c, index) => [`${c.operationId}: ${c.name} -> ${c.status}`, index] as const))('%s', (_, index) => {
    expect(outcomes[index]!.problem).toBeUndefined();
  });
});
