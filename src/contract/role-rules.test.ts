import { afterAll, beforeAll, describe, it } from 'vitest';
import { createTestServer } from '../mocks/node.ts';
import { ROLE_RULE_SCENARIOS, ruleApi } from './role-rules.ts';

const { server } = createTestServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('the fake backend keeps the rules around roles', () => {
  it.each(ROLE_RULE_SCENARIOS.map((s) => [s.name, s] as const))('%s', async (_, scenario) => {
    await scenario.run(ruleApi('http://localhost', fetch));
  });
});
