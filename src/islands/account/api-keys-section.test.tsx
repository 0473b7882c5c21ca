// @vitest-environment happy-dom
// @vitest-environment-options {"url": "http://localhost/pages-settings/"}
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { signInAsDemo } from '../../api/demo-session.ts';
import { createTestServer } from '../../mocks/node.ts';
// The build's translations, handed to every island as the module loads (as during the build).
import '../../i18n/messages.ts';
import AccountSettings from './AccountSettings.tsx';

/** The settings page's API keys: the form, the secret shown once, the list and the revocation, on the fake backend. */

const { server } = createTestServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => signInAsDemo());
afterEach(cleanup);
afterAll(() => server.close());

const section = () => screen.getByRole('region', { name: 'API keys' });

describe('the API keys section of the settings page', () => {
  it('asks for a name and a permission, shows the new secret once, lists the key and revokes it', async () => {
    render(<AccountSettings locale="en" />);
    await waitFor(() => expect(within(section()).getByText('You have no API keys yet.')).toBeTruthy());
    const keys = within(section());

    fireEvent.click(keys.getByRole('button', { name: 'Create key' }));
    expect(keys.getByText('Give the key a name.')).toBeTruthy();
    expect(keys.getByText('Choose at least one permission.')).toBeTruthy();
    // The account's own permissions only: the demo administrator has users.manage, an editor would not.
    expect(keys.getByRole('checkbox', { name: 'users.manage' })).toBeTruthy();

    fireEvent.change(keys.getByLabelText('Name'), { target: { value: 'Nightly export' } });
    fireEvent.click(keys.getByRole('checkbox', { name: 'order.read' }));
    fireEvent.click(keys.getByRole('checkbox', { name: 'customers.read' }));
    expect(keys.getByText('(2 selected)')).toBeTruthy();
    fireEvent.click(keys.getByRole('button', { name: 'Create key' }));

    const secret = await waitFor(() => screen.getByTestId('api-key-secret'));
    const value = within(secret).getByLabelText<HTMLInputElement>('New API key').value;
    expect(value).toMatch(/^sk_/);
    fireEvent.click(within(secret).getByRole('button', { name: 'Done' }));
    expect(screen.queryByTestId('api-key-secret')).toBeNull();

    const card = await waitFor(() => keys.getByTestId('api-key'));
    expect(card.textContent).toContain('Nightly export');
    expect(card.textContent).toContain(value.slice(0, 11));
    expect(card.textContent).toContain('2 permissions');
    expect(card.textContent).toContain('Never used');
    expect(card.textContent).not.toContain(value);

    fireEvent.click(within(card).getByRole('button', { name: /^Revoke/ }));
    const dialog = await waitFor(() => screen.getByRole('alertdialog'), { timeout: 10_000 });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(within(section()).getByText('You have no API keys yet.')).toBeTruthy());
  });
});
