// Declared references (src/resources/define.ts) on the fake backend, with the server's cases
// (src/contract/references-cases.ts, which server/lists/referencing.test.ts runs too): `restrict`, as shipped.
import { afterAll, beforeAll } from 'vitest';
import { describeRestrictReference } from '../../contract/references-cases.ts';
import { createTestServer } from '../node.ts';
import { demoCall } from './demo-call.ts';

const backend = createTestServer();
beforeAll(() => backend.server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => backend.server.close());

// A refused delete leaves the employee readable.
describeRestrictReference(demoCall, async (id) => (await demoCall('GET', `/app/employee/${id}`)).status === 200);
