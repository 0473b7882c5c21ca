import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHUNK_GROUPS, chunkGroups } from './chunk-groups.ts';

/** The group a module lands in: the matching group of highest priority, as the bundler picks it. */
function groupOf(id: string, groups = CHUNK_GROUPS): string | null {
  const matching = groups.filter((g) => (typeof g.test === 'function' ? g.test(id) : g.test.test(id)));
  return matching.sort((a, b) => b.priority - a.priority)[0]?.name ?? null;
}

const ROOT = '/repo';

describe('chunk groups', () => {
  it('keeps what public pages import out of the dashboard chunk', () => {
    expect(groupOf(`${ROOT}/src/stores/cart.ts`)).toBe('stores-core');
    expect(groupOf(`${ROOT}/node_modules/nanostores/atom/index.js`)).toBe('stores-core');
    expect(groupOf(`${ROOT}/node_modules/@nanostores/persistent/index.js`)).toBe('stores-core');
    expect(groupOf('\0vite/preload-helper.js')).toBe('preload-helper');
  });

  it('puts the shell, React and the API client in the dashboard chunk', () => {
    for (const id of [
      'src/islands/layout/ProfileMenu.tsx',
      'src/stores/auth.ts',
      'src/api/client.ts',
      'src/i18n/react.tsx',
      'node_modules/react-dom/cjs/react-dom-client.production.js',
      'node_modules/zod/v4/mini/schemas.js',
    ]) {
      expect(groupOf(`${ROOT}/${id}`), id).toBe('dashboard');
    }
  });

  it('leaves panels, dialogs and screens to load when used', () => {
    for (const id of [
      'src/islands/layout/panels/ProfilePanel.tsx',
      'src/islands/shared/ListScreen.tsx',
      'src/islands/shared/form-dialog/FormDialog.tsx',
    ]) {
      expect(groupOf(`${ROOT}/${id}`), id).toBe(null);
    }
  });

  it('gathers what every list screen loads at start in one chunk, and nothing the calendar or the shell loads', () => {
    for (const id of [
      'src/islands/shared/screen-island.tsx',
      'src/islands/shared/use-list-data.ts',
      'src/islands/shared/data-table/format.ts',
      'src/islands/shared/data-table/Pagination.tsx',
      'src/islands/shared/card-list/CardScreen.tsx',
      'src/islands/shared/form-dialog/LazyFormDialog.tsx',
      'src/stores/lists.ts',
      'src/stores/screen-data.ts',
      'node_modules/lucide-react/dist/esm/icons/trash-2.js',
    ]) {
      expect(groupOf(`${ROOT}/${id}`), id).toBe('list-kit');
    }
    for (const id of [
      'src/islands/shared/use-hydrated-store.ts',
      'src/islands/shared/ConfirmDialog.tsx',
      'src/islands/shared/data-table/states.tsx',
      'src/islands/shared/forms/use-schema-form.ts',
      'src/stores/calendar.ts',
      // The calendar's and the sign-in forms' icons.
      'node_modules/lucide-react/dist/esm/icons/x.js',
      'node_modules/lucide-react/dist/esm/icons/eye.js',
    ]) {
      expect(groupOf(`${ROOT}/${id}`), id).not.toBe('list-kit');
    }
    // The shell starts a screen's data on a click: that hook is the shell's, so the calendar does not load the kit.
    expect(groupOf(`${ROOT}/src/stores/screen-data-starter.ts`)).toBe('dashboard');
  });

  it('gathers FullCalendar and the calendar island, only what loads with the page', () => {
    expect(groupOf(`${ROOT}/node_modules/@fullcalendar/react/chunks/90cbfaf5.js`)).toBe('calendar');
    expect(groupOf(`${ROOT}/src/islands/calendar/CalendarApp.tsx`)).toBe('calendar');
    for (const g of CHUNK_GROUPS.filter((g) => g.name === 'calendar' || g.name === 'dashboard')) expect(g.tags).toEqual(['$initial']);
  });

  it('with the fake backend on, gathers MSW and the handlers in one chunk, the contract, schemas and screen definitions in another', () => {
    const demo = chunkGroups({ fakeBackend: true });
    for (const id of [
      'src/mocks/handlers/lists.ts',
      'src/mocks/db.ts',
      'node_modules/msw/lib/core/index.mjs',
      'node_modules/@mswjs/interceptors/lib/browser/index.mjs',
    ])
      expect(groupOf(`${ROOT}/${id}`, demo), id).toBe('fake-backend');
    // MSW touches localStorage as it loads: the module that makes storage usable first stays out of its chunk.
    for (const id of ['src/mocks/browser.ts', 'src/mocks/persist.ts', 'src/mocks/settings.ts', 'node_modules/idb-keyval/dist/index.js'])
      expect(groupOf(`${ROOT}/${id}`, demo), id).toBe('fake-backend-start');
    // The list stores load screen definitions without the fake backend; the public sign-up forms, the API contract.
    expect(groupOf(`${ROOT}/src/screens/hr/employees.ts`, demo)).toBe('contract');
    expect(groupOf(`${ROOT}/src/api/contract/subscriptions.ts`, demo)).toBe('contract');
    // Left apart: the fake backend's screen index imports every definition, which the list stores load one by one.
    for (const id of ['src/screens/lists.ts', 'src/screens/index.ts']) expect(groupOf(`${ROOT}/${id}`, demo), id).not.toBe('contract');
    // The sign-in form's schema must not bring the fake backend to the login page.
    expect(groupOf(`${ROOT}/src/schemas/auth.ts`, demo)).toBe('contract');
    // What the shell loads at start stays in its chunk.
    expect(groupOf(`${ROOT}/src/schemas/enums.ts`, demo)).toBe('dashboard');
    expect(groupOf(`${ROOT}/src/api/client.ts`, demo)).toBe('dashboard');
  });

  it('with the fake backend off, keeps each screen definition and schema apart', () => {
    const real = chunkGroups({ fakeBackend: false });
    expect(real).toEqual(CHUNK_GROUPS);
    for (const id of ['src/screens/hr/employees.ts', 'src/schemas/auth.ts']) expect(groupOf(`${ROOT}/${id}`, real), id).toBe(null);
  });
});

describe('zod in the browser build', () => {
  // zod sits in the shell's chunk; a dynamic import of the module itself makes the bundler keep all it exports
  // there (its JSON Schema writer and every locale: the chunk went from 96 to 167 KB gzip). Import a schema instead.
  it('no browser module imports zod dynamically', () => {
    const src = join(import.meta.dirname, '..');
    const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));
    const dynamic = files.filter((f) => /import\(\s*['"]zod/.test(readFileSync(join(src, f), 'utf8')));
    expect(dynamic).toEqual([]);
  });
});
