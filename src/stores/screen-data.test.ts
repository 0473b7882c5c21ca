import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signInAsDemo } from '../api/demo-session.ts';
import { createTestServer } from '../mocks/node.ts';
import { SAMPLE_ROWS as SAMPLE } from '../resources/samples/rows.ts';
import { listStore } from './lists.ts';
import { startScreenData } from './screen-data.ts';
import { withoutVersions } from '../contract/versions.ts';

const { server } = createTestServer();
const gets: string[] = [];
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'GET') gets.push(new URL(request.url).pathname + new URL(request.url).search);
  });
});
beforeEach(() => {
  signInAsDemo();
  gets.length = 0;
});
afterAll(() => server.close());

describe('startScreenData', () => {
  it("fetches each list a screen shows; the screen's own first calls then take their answers", async () => {
    await startScreenData(['employee', 'order']);
    // The tables' first calls (open) take what the click started.
    const joined = [listStore('employee').open(), listStore('order').open()];
    await Promise.all(joined);
    expect(gets.sort()).toEqual(['/app/employee?page=1&pageSize=500', '/app/order?page=1&pageSize=500']);
    expect(withoutVersions(listStore('employee').$list.get().data)).toEqual(SAMPLE.employee);
    expect(withoutVersions(listStore('order').$list.get().data)).toEqual(SAMPLE.order);
  });

  it("the screen's first fetch takes the answer even when it came before the screen started", async () => {
    void startScreenData(['department']);
    await expect.poll(() => listStore('department').$list.get().data.length).toBeGreaterThan(0);
    // A card screen's first call takes the answer the click started, though it has arrived.
    await listStore('department').open();
    expect(gets).toEqual(['/app/department?page=1&pageSize=500']);
  });

  it('asks for the synthetic rows the URL names', async () => {
    void startScreenData(['order'], '?rows=25');
    await listStore('order').open({ rows: 25 });
    expect(gets).toEqual(['/app/order?rows=25&page=1&pageSize=500']);
    expect(listStore('order').$list.get().data).toHaveLength(25);
  });

  it('no keys, no request', () => {
    void startScreenData([]);
    expect(gets).toEqual([]);
  });
});
