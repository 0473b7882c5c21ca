// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import en from '../../../public/assets/i18n/en.json';
import ar from '../../../public/assets/i18n/ar.json';
import { ROLE_PERMISSIONS, type Role } from '../../contract/permissions.ts';
import { clearSession, saveSession } from '../../api/session.ts';
import { I18nIsland } from '../../i18n/react.tsx';
import { PermissionGate } from './Permitted.tsx';
import { useListPermissions } from '../list/use-list-data.ts';
import { Cell } from '../list/data-table/Cell.tsx';
import { formattersFor } from '../list/data-table/format.ts';

const user = { id: 3, email: 'viewer@stride.dev', username: 'viewer', firstName: 'Victor', lastName: 'Okafor', token: 'tok' };
const signIn = (role: Role) => saveSession({ ...user, role, permissions: [...ROLE_PERMISSIONS[role]] });

afterEach(() => {
  cleanup();
  clearSession();
});

function Island({ locale = 'en', messages = en, children }: { locale?: 'en' | 'ar'; messages?: typeof en; children: React.ReactNode }) {
  const { permissions, roles, table } = messages;
  return (
    <I18nIsland locale={locale} messages={{ permissions, roles, table }}>
      {children}
    </I18nIsland>
  );
}

describe('the "not permitted" state', () => {
  it('replaces a screen the role may not open, translated and naming the role, with the way back', async () => {
    signIn('viewer');
    await act(async () => {
      render(
        <Island>
          <PermissionGate need="users.manage">
            <p>secret accounts</p>
          </PermissionGate>
        </Island>,
      );
    });
    const state = screen.getByTestId('not-permitted');
    expect(state.dataset.status).toBe('403');
    expect(state.textContent).toContain(en.permissions.deniedTitle);
    expect(state.textContent).toContain(en.permissions.deniedRole.replace('{{role}}', en.roles.viewer));
    expect(screen.getByRole('link', { name: en.permissions.backToDashboard }).getAttribute('href')).toBe('/dashboard/');
    expect(screen.queryByText('secret accounts')).toBeNull();
  });

  it('speaks the page’s language (Arabic) and leads back to that language’s dashboard', async () => {
    signIn('editor');
    await act(async () => {
      render(
        <Island locale="ar" messages={ar}>
          <PermissionGate need="audit.read">
            <p>audit</p>
          </PermissionGate>
        </Island>,
      );
    });
    expect(screen.getByTestId('not-permitted').textContent).toContain(ar.permissions.deniedTitle);
    expect(screen.getByRole('link', { name: ar.permissions.backToDashboard }).getAttribute('href')).toBe('/ar/dashboard/');
  });

  it('shows the screen to a role that may open it', async () => {
    signIn('admin');
    await act(async () => {
      render(
        <Island>
          <PermissionGate need="users.manage">
            <p>accounts</p>
          </PermissionGate>
        </Island>,
      );
    });
    expect(screen.getByText('accounts')).toBeTruthy();
    expect(screen.queryByTestId('not-permitted')).toBeNull();
  });
});

function Controls({ list }: { list: 'order' | 'calendar' }) {
  const may = useListPermissions(list as 'order');
  return <p data-testid="may">{JSON.stringify(may)}</p>;
}

describe('list controls per role', () => {
  it.each([
    ['admin', { create: true, update: true, delete: true }],
    ['editor', { create: true, update: true, delete: true }],
    ['viewer', { create: false, update: false, delete: false }],
  ] as const)('%s', async (role, expected) => {
    signIn(role);
    await act(async () => {
      render(
        <Island>
          <Controls list="order" />
        </Island>,
      );
    });
    expect(JSON.parse(screen.getByTestId('may').textContent ?? '')).toEqual(expected);
  });

  it('a toggle cell without a change handler shows its state as text, not as a button', async () => {
    await act(async () => {
      render(
        <Island>
          <table>
            <tbody>
              <tr>
                <td>
                  <Cell
                    row={{ id: 1, isFav: true }}
                    column={{ key: 'isFav', kind: 'toggle' }}
                    f={formattersFor('en-US')}
                    enumLabel={(_, v) => v}
                  />
                </td>
              </tr>
            </tbody>
          </table>
        </Island>,
      );
    });
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText(en.table.on)).toBeTruthy();
  });
});
