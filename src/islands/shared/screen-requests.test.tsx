// @vitest-environment happy-dom
// @vitest-environment-options {"url": "http://localhost/"}
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { signInAsDemo } from '../../api/demo-session.ts';
import { createTestServer } from '../../mocks/node.ts';
import { I18nIsland } from '../../i18n/react.tsx';
import { MESSAGES } from '../../i18n/messages.ts';
import { listScreen } from '../../screens/index.ts';
import { listStore } from '../../stores/lists.ts';
import { useLeaveActions } from '../dashboards/LeaveActions.ts';
import { useListData } from '../list/use-list-data.ts';
import type { ListScreenSpec } from '../../screens/list-spec.ts';
import type { ListName } from '../../resources/index.ts';

const { server } = createTestServer();
/** Every GET the backend received, as path and query. */
const gets: string[] = [];
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (request.method === 'GET') gets.push(url.pathname + url.search);
  });
});
beforeEach(() => {
  signInAsDemo();
  gets.length = 0;
});
afterEach(cleanup);
afterAll(() => server.close());

const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nIsland locale="en" messages={MESSAGES.en}>
    {children}
  </I18nIsland>
);

describe('screens ask for lists by pages, never for a whole list', () => {
  // The card screens (products grid, sellers, users, notes) and a table screen.
  it.each<ListName>(['productgrid', 'seller', 'usergrid', 'notes', 'order'])('the %s screen asks for its first page', async (name) => {
    const spec = listScreen(name) as unknown as ListScreenSpec;
    const { result } = renderHook(() => useListData(spec), { wrapper });
    await waitFor(() => expect(result.current.loading).toBe(false));
    const calls = gets.filter((g) => g.startsWith(`/app/${name}`));
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) expect(new URL(call, 'http://localhost').searchParams.get('page')).toBe('1');
    expect(result.current.error).toBeNull();
    expect(result.current.rows.length).toBeGreaterThan(0);
  });

  it("the overview's leave actions read the one request they decide, not the whole list", async () => {
    await listStore('leave_hr').refresh();
    gets.length = 0;
    const { result } = renderHook(() => useLeaveActions(true, (key) => key), { wrapper });
    await waitFor(() => expect(result.current.actions).toHaveLength(2));
    result.current.actions[0]!.run(1);
    await waitFor(() => expect(result.current.busy).toBeNull());
    expect(gets.filter((g) => g.startsWith('/app/leave_hr'))).toEqual(['/app/leave_hr/1']);
  });
});

describe('a screen seen before in this tab', () => {
  it('knows its rows were at hand as it started, and a first visit knows they were not', async () => {
    const spec = listScreen('seller') as unknown as ListScreenSpec;
    await listStore('seller').refresh();
    const before = listStore('seller').$list.get().data.length;
    const first = renderHook(() => useListData(spec), { wrapper });
    expect(first.result.current.heldAtStart).toBe(before > 0);
    await waitFor(() => expect(first.result.current.loading).toBe(false));
    first.unmount();
    expect(listStore('seller').$list.get().data.length).toBeGreaterThan(0);
    const again = renderHook(() => useListData(spec), { wrapper });
    expect(again.result.current.heldAtStart).toBe(true);
    expect(again.result.current.loading).toBe(false);
  });
});
