// @vitest-environment happy-dom
// @vitest-environment-options {"url": "http://localhost/admin/"}
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { signInAsDemo } from '../../api/demo-session.ts';
import { createTestServer, DEMO_AUTH } from '../../mocks/node.ts';
// The build's translations, handed to every island as the module loads (as during the build).
import '../../i18n/messages.ts';
import { listStore } from '../../stores/lists.ts';
import AdminActivity from './AdminActivity.tsx';
import AdminUsers from './AdminUsers.tsx';

/** The administration's screens on the shared list table: their own cells, row attributes, actions and filters. */

const { server } = createTestServer();
/** The trail's requests, as their queries. */
const trail: URLSearchParams[] = [];
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (request.method === 'GET' && url.pathname === '/app/audit') trail.push(url.searchParams);
  });
});
beforeEach(() => {
  signInAsDemo();
  trail.length = 0;
  window.history.replaceState(null, '', '/admin/');
});
afterEach(cleanup);
afterAll(() => server.close());

const table = () => screen.getAllByRole('table')[0]!;

describe('the accounts screen', () => {
  it('shows each account as a row of the shared table, with its role select, status and action', async () => {
    render(<AdminUsers locale="en" registerPath="/auth/register/" title="Users" />);
    const editor = await waitFor(() => {
      const row = table().querySelector<HTMLElement>('tr[data-user="editor@stride.dev"]');
      if (!row) throw new Error('no row yet');
      return row;
    });
    expect(within(editor).getByRole<HTMLSelectElement>('combobox').value).toBe('editor');
    expect(within(editor).getByRole('button', { name: /^Deactivate/ })).toBeTruthy();
    // The headers are the screen's own words, and sort as the lists' do.
    const header = within(table()).getByRole('button', { name: /Account/ });
    fireEvent.click(header);
    expect(header.closest('th')?.getAttribute('aria-sort')).toBe('ascending');
    expect(screen.getByRole('button', { name: 'Invite' })).toBeTruthy();
  });
});

describe('the activity screen', () => {
  it('pages the trail on the server and sends its filters, from page 1', async () => {
    // An edit, so the trail has an entry.
    const departments = listStore('department');
    const row = await departments.get(2);
    await departments.update({ ...row, HOD: 'Ada' });
    render(<AdminActivity locale="en" resources={[]} title="Activity" />);
    await waitFor(() => expect(table().querySelectorAll('tr[data-entry]').length).toBeGreaterThan(0));
    expect(trail.at(-1)?.get('pageSize')).toBe('25');
    // Not sortable: the server answers newest first.
    expect(within(table()).queryAllByRole('button', { name: /When/ })).toHaveLength(0);
    const entry = table().querySelector('tr[data-entry]')!;
    expect(entry.textContent).toContain('Updated');
    expect(entry.querySelector('li[data-field]')?.textContent).toContain('Ada');
    fireEvent.change(screen.getByLabelText('Action'), { target: { value: 'update' } });
    await waitFor(() => expect(trail.at(-1)?.get('action')).toBe('update'));
    expect(trail.at(-1)?.get('page')).toBe('1');
    expect(new URL(window.location.href).searchParams.get('action')).toBe('update');
  });

  it("words an account's role change by the roles' names, and lists nothing else of the account", async () => {
    const users = (await (await fetch('http://localhost/users', { headers: DEMO_AUTH })).json()) as { id: number; role: string }[];
    const editor = users.find((u) => u.role === 'editor')!;
    const headers = { ...DEMO_AUTH, 'Content-Type': 'application/json' };
    await fetch(`http://localhost/users/${editor.id}`, { method: 'PATCH', headers, body: JSON.stringify({ role: 'viewer' }) });
    render(<AdminActivity locale="en" resources={[{ id: 'users', label: 'Accounts', entity: 'users' }]} title="Activity" />);
    const entry = await waitFor(() => {
      const found = [...table().querySelectorAll('tr[data-entry]')].find((tr) => tr.textContent?.includes('Role changed'));
      if (!found) throw new Error('no role change yet');
      return found;
    });
    const changes = [...entry.querySelectorAll('li[data-field]')];
    expect(changes.map((li) => li.getAttribute('data-field'))).toEqual(['role']);
    expect([...changes[0]!.querySelectorAll('bdi')].map((b) => b.textContent)).toEqual(['Editor', 'Viewer']);
  });
});
