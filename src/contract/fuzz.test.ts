import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestServer } from '../mocks/node.ts';
import { fuzzCases, fuzzRunsPerRoute, fuzzSeed, REVIEW_CALLS, runFuzz, runReviewCalls, type FuzzOutcome } from './fuzz-cases.ts';

// The same calls as server/fuzz.test.ts makes to the reference server; FUZZ_RUNS and FUZZ_SEED as there.
const CASES = fuzzCases(fuzzRunsPerRoute(12), fuzzSeed());
const { server } = createTestServer();
let review: Awaited<ReturnType<typeof runReviewCalls>>;
let outcome: FuzzOutcome;
beforeAll(async () => {
  // A path no handler has is left to the network in a browser: here it fails the call, and the run reports it.
  server.listen({ onUnhandledRequest: 'error' });
  review = await runReviewCalls('http://localhost');
  outcome = await runFuzz('http://localhost', CASES);
}, 300_000);
afterAll(() => server.close());

it('answers the calls of the attack review with their 400 and message, and a body over the size limit 413, as the reference server does', () => {
  expect(review).toEqual(REVIEW_CALLS.map(({ status, message }) => ({ status, message })));
});

it(`the fake backend answers ${CASES.length} malformed calls generated from the contract without a 5xx`, () => {
  expect(outcome.failures).toEqual([]);
});

it('reaches the handlers: the administrator gets answers past the checks, a caller without a token 401', () => {
  const { admin, anonymous } = outcome.statuses;
  expect(admin[200]).toBeGreaterThan(100);
  expect(admin[400]).toBeGreaterThan(100);
  expect(anonymous[401]).toBeGreaterThan(100);
});
