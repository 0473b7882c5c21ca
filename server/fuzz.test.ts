import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  fuzzCases,
  fuzzRunsPerRoute,
  fuzzSeed,
  REVIEW_CALLS,
  runFuzz,
  runReviewCalls,
  type FuzzOutcome,
} from '../src/contract/fuzz-cases.ts';
import { createTestServer, START_TIMEOUT, TEST_DRIVER, type TestServer } from './test-server.ts';

// A dozen calls per route and one per query parameter (1,772 in all); FUZZ_RUNS=<n> makes n per route, FUZZ_SEED=<n> other calls.
const CASES = fuzzCases(fuzzRunsPerRoute(12), fuzzSeed());
let server: TestServer;
let review: Awaited<ReturnType<typeof runReviewCalls>>;
let outcome: FuzzOutcome;
beforeAll(async () => {
  server = await createTestServer();
  const request = (url: string, init?: RequestInit) => server.request(url.slice('http://localhost'.length), init);
  // First, before the generated calls use up the form sign-ups' limit.
  review = await runReviewCalls('http://localhost', request);
  outcome = await runFuzz('http://localhost', CASES, request);
}, START_TIMEOUT + 300_000);
afterAll(() => server?.close());

it('answers the calls of the attack review with their 400 and message, and a body over the size limit 413', () => {
  expect(review).toEqual(REVIEW_CALLS.map(({ status, message }) => ({ status, message })));
});

it(`the reference server (${TEST_DRIVER}) answers ${CASES.length} malformed calls generated from the contract without a 5xx`, () => {
  expect(outcome.failures).toEqual([]);
});

it('reaches the handlers: the administrator gets answers past the checks, a caller without a token 401', () => {
  const { admin, anonymous } = outcome.statuses;
  expect(admin[200]).toBeGreaterThan(100);
  expect(admin[400]).toBeGreaterThan(100);
  expect(anonymous[401]).toBeGreaterThan(100);
});
