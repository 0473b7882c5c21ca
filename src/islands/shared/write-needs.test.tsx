// @vitest-environment happy-dom
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../../../public/assets/i18n/en.json';
import { ROLE_PERMISSIONS, type Role } from '../../contract/permissions.ts';
import { SCREEN_DEFINITIONS } from '../../screens/index.ts';
import { islandSpec, isListBacked, type ScreenDefinition } from '../../screens/define.ts';
import { pageNeeds } from '../../shell/client/page-needs.ts';
import { permissionCss } from '../../shell/client/permission-style.ts';
// The build's translations, handed to every island as the module loads (as during the build).
import '../../i18n/messages.ts';
import ListScreen from '../list/ListScreen.tsx';
import CalendarApp from '../calendar/CalendarApp.tsx';
import AdminActivity from '../admin/AdminActivity.tsx';
import AdminUsers from '../admin/AdminUsers.tsx';

/**
 * The write controls the server renders for every role (it renders without a session) carry `data-needs`, so the
 * permission stylesheet written before the first paint hides them from a role without the permission, as it hides
 * the menu's entries: a viewer never sees Add flash before the island hydrates and drops it.
 */

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

const screen = (id: string) => SCREEN_DEFINITIONS.find((s) => s.id === id) as ScreenDefinition;

/** The server's HTML of the orders screen, in the document, with the stylesheet a role gets before the first paint. */
function serverPage(html: string, role: Role) {
  document.body.innerHTML = html;
  const style = document.createElement('style');
  style.textContent = permissionCss(pageNeeds(), ROLE_PERMISSIONS[role]);
  document.head.append(style);
}

const shown = (el: Element | null) => {
  if (!el) throw new Error('element not rendered');
  return getComputedStyle(el).display !== 'none';
};

function ordersHtml(): string {
  const orders = screen('orders');
  if (!isListBacked(orders)) throw new Error('orders is a list screen');
  return renderToString(<ListScreen locale="en" spec={islandSpec(orders)} title="Orders" />);
}

describe('write controls in the server-rendered list', () => {
  it('carry the permission each needs: add, the selection boxes, the actions column', () => {
    document.body.innerHTML = ordersHtml();
    const add = document.querySelector('button[data-needs="order.create"]');
    expect(add?.textContent).toBe(en.table.add);
    expect(document.querySelector('input[type="checkbox"][data-needs="order.delete"]')?.getAttribute('aria-label')).toBe(
      en.table.selectAll,
    );
    expect(document.querySelector('th[data-needs="order.update order.delete"]')?.textContent).toBe(en.table.actions);
    const skeleton = document.querySelectorAll('tr[data-skeleton-row]');
    expect(skeleton.length).toBeGreaterThan(0);
    for (const row of skeleton) {
      expect(row.querySelectorAll('[data-needs="order.delete"]')).toHaveLength(1);
      expect(row.lastElementChild?.getAttribute('data-needs')).toBe('order.update order.delete');
    }
  });

  it('are hidden before paint for a viewer, and shown for an editor, by the stylesheet every dashboard page writes', () => {
    const html = ordersHtml();
    serverPage(html, 'viewer');
    expect(shown(document.querySelector('button[data-needs="order.create"]'))).toBe(false);
    expect(shown(document.querySelector('input[data-needs="order.delete"]'))).toBe(false);
    expect(shown(document.querySelector('th[data-needs="order.update order.delete"]'))).toBe(false);
    expect(shown(document.querySelector('input[type="search"]'))).toBe(true);
    document.head.innerHTML = '';
    serverPage(html, 'editor');
    expect(shown(document.querySelector('button[data-needs="order.create"]'))).toBe(true);
    expect(shown(document.querySelector('th[data-needs="order.update order.delete"]'))).toBe(true);
  });

  it("cover the calendar's Add event button too", () => {
    const html = renderToString(<CalendarApp locale="en" />);
    serverPage(html, 'viewer');
    const add = document.querySelector('button[data-needs="calendar.create"]');
    expect(add?.textContent).toBe(en.calendar.addEvent);
    expect(shown(add)).toBe(false);
  });

  it('cover the administration screens: their frame (Invite included) is hidden before paint from an editor', () => {
    const users = renderToString(<AdminUsers locale="en" registerPath="/auth/register/" title="Users" />);
    const activity = renderToString(<AdminActivity locale="en" resources={[]} title="Activity" />);
    serverPage(users + activity, 'editor');
    expect(document.querySelector('section[data-needs="users.manage"] button')).not.toBeNull();
    expect(shown(document.querySelector('section[data-needs="users.manage"]'))).toBe(false);
    expect(shown(document.querySelector('section[data-needs="audit.read"]'))).toBe(false);
    document.head.innerHTML = '';
    serverPage(users + activity, 'admin');
    expect(shown(document.querySelector('section[data-needs="users.manage"]'))).toBe(true);
    expect(shown(document.querySelector('section[data-needs="audit.read"]'))).toBe(true);
  });
});
