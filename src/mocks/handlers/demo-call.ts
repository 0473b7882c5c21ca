import type { JsonCall } from '../../contract/references-cases.ts';
import { DEMO_AUTH } from '../node.ts';

/** A JSON call to the fake backend of a test (msw/node, listening) as the demo account: its status and parsed body. */
export const demoCall: JsonCall = async (method, path, body) => {
  const res = await fetch(`http://localhost${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...DEMO_AUTH },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};
