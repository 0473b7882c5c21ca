import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from '../mocks/node.ts';
import { CONTRACT_CASES, runContractCases, type CaseOutcome } from './contract-cases.ts';
import { allRoutes } from './routes.ts';

const { server, exportJobs } = createTestServer();
let outcomes: CaseOutcome[] = [];
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  outcomes = await runContractCases('http://localhost', fetch, undefined, { exportJobs });
});
afterAll(() => server.close());

describe('the fake backend keeps the API contract', () => {
  it('every operation of the document has a case with a success and one with an error status', () => {
    for (const route of allRoutes()) {
      const statuses = CONTRACT_CASES.filter((c) => c.operationId === route.operationId).map((c) => c.status);
      // A 5xx (a database that is down) cannot be asked of a healthy backend: the server's own tests cover those.
      const declared = Object.keys(route.responses)
        .map(Number)
        .filter((s) => s < 500);
      expect(statuses.length, route.operationId).toBeGreaterThan(0);
      expect(statuses.some((s) => s >= 400) || !declared.some((s) => s >= 400), `${route.operationId} error case`).toBe(true);
    }
  });

  it('runs every case', () => {
    expect(outcomes).toHaveLength(CONTRACT_CASES.length);
    expect(outcomes.length).toBeGreaterThan(200);
  });

  it('reports a wrong status, and an answer whose shape the contract does not declare', async () => {
    const [wrongStatus, wrongShape] = await runContractCases('http://localhost', fetch, [
      { operationId: 'getCalendar', name: 'expects 404', status: 404, run: (ctx) => ctx.call('GET', '/app/calendar') },
      { operationId: 'listNotifications', name: 'calendar in disguise', status: 200, run: (ctx) => ctx.call('GET', '/app/calendar') },
    ]);
    expect(wrongStatus!.problem).toMatch(/answered 200, expected 404/);
    expect(wrongShape!.ok).toBe(false);
  });

  it.each(CONTRACT_CASES.map((c, index) => [`${c.operationId}: ${c.name} -> ${c.status}`, index] as const))('%s', (_, index) => {
    const outcome = outcomes[index]!;
    expect(outcome.problem).toBeUndefined();
    expect(outcome.ok).toBe(true);
  });
});
