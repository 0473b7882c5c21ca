/**
 * How the browser build groups modules into chunks. Left to itself, it gives the dashboard some forty small
 * shared chunks (stores, API client, topbar islands, icons) and FullCalendar a dozen; each compresses on its own,
 * and together they weighed about a third more than the same code as one file. So:
 * - `dashboard`: what every dashboard page runs at load (React, the shell's islands, stores, API client, zod);
 * - `list-kit`: what every list screen runs at load (the screen island, the list stores, the pager, formatting).
 *   Split the bundler's way it came as seven files of 0.3–4 KB, one per set of screens sharing them; measured in
 *   Lighthouse mobile's simulated network (six connections per host), each small request holds a connection for
 *   a round trip and the first rows waited for them. The calendar loads none of it;
 * - `calendar`: FullCalendar's code the month view needs at load (its lazy views and plugins stay apart);
 * - with the fake backend on, `fake-backend` (MSW and the handlers), `screens` (the screen definitions it serves)
 *   and `schemas` (which the forms share with it, so that they do not bring it to the login page): every dashboard
 *   page loads them as it starts. Split the bundler's way, they came as some forty requests, most under 1 KB,
 *   three levels deep, on the path to every dashboard page's first rows;
 * - what the public pages' own scripts import (the cart store, nanostores, Vite's preload helper) keeps chunks
 *   of its own, taken first, so a landing or status page never loads the dashboard's.
 * `$initial` limits a group to modules loaded at page load: what is imported lazily stays lazy.
 */
interface ChunkGroup {
  name: string;
  test: RegExp | ((id: string) => boolean);
  priority: number;
  tags?: '$initial'[];
}

export const SHELL_MODULES: RegExp[] = [
  /[\\/]src[\\/]islands[\\/]layout[\\/][^\\/]+\.tsx?$/,
  /[\\/]src[\\/]islands[\\/]shared[\\/](BackendNotice|ConfirmDialog|use-demo-data-reset|data-table[\\/]states)\.tsx?$/,
  /[\\/]src[\\/]stores[\\/](auth|settings|notify|notifications|demo-data|screen-data-starter)\.ts$/,
  /[\\/]src[\\/]api[\\/](client|backend|session|errors|messages|config)\.ts$/,
  /[\\/]src[\\/](i18n|theme)[\\/][^\\/]+\.tsx?$/,
  /[\\/]src[\\/]schemas[\\/](enums|enum-schemas|common)\.ts$/,
  /node_modules[\\/](lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|Icon|context|defaultAttributes|shared)|@nanostores[\\/]react|ofetch|destr|ufo)[\\/.]/,
  /node_modules[\\/](react|react-dom|scheduler|zod|@astrojs[\\/]react)[\\/]/,
];
/**
 * MSW and the packages only it uses, and the fake backend's handlers. Not the module that starts it
 * (src/mocks/browser.ts) nor what that imports at once: MSW touches localStorage as it loads, and where the browser
 * blocks storage, the start module puts a stand-in in place before it imports MSW.
 */
const FAKE_BACKEND_START = /[\\/]src[\\/]mocks[\\/](browser|persist|settings)\.ts$|node_modules[\\/]idb-keyval[\\/]/;
export const FAKE_BACKEND_MODULES: RegExp[] = [
  /[\\/]src[\\/]mocks[\\/](?!(browser|persist|settings)\.ts$)/,
  /node_modules[\\/](msw|@mswjs|@open-draft|@bundled-es-modules|graphql|headers-polyfill|is-node-process|outvariant|path-to-regexp|rettime|statuses|strict-event-emitter|tough-cookie|tldts|tldts-core|until-async|cookie)[\\/]/,
];
export const CHUNK_GROUPS: ChunkGroup[] = [
  {
    name: 'stores-core',
    test: /node_modules[\\/](nanostores|@nanostores[\\/]persistent)[\\/]|[\\/]src[\\/]stores[\\/]cart\.ts$/,
    priority: 3,
  },
  // Vite's helper for dynamic imports: a status page's form script needs it and nothing else.
  { name: 'preload-helper', test: /preload-helper/, priority: 4 },
  { name: 'dashboard', test: (id: string) => SHELL_MODULES.some((re) => re.test(id)), tags: ['$initial'], priority: 2 },
  // Not the table (ListScreen, data-table) nor the cards (CardScreen): a screen of one kind does not load the other's.
  {
    name: 'list-kit',
    test: /[\\/]src[\\/](islands[\\/]shared[\\/](screen-island|use-list-data|use-list-view|list-labels|screen-messages|synthetic-rows|FavouriteButton|Stars|SearchBox|FilterTabs)\.tsx?|islands[\\/]shared[\\/]data-table[\\/](format|use-table-rows|Pagination)\.tsx?|stores[\\/](lists|list-paging|screen-data|ecommerce)\.ts)$/,
    tags: ['$initial'],
    priority: 1.5,
  },
  {
    name: 'calendar',
    test: /node_modules[\\/](@fullcalendar|@full-ui)[\\/]|[\\/]src[\\/]islands[\\/]calendar[\\/]/,
    tags: ['$initial'],
    priority: 1,
  },
];

/** Added to CHUNK_GROUPS by a build with the fake backend on; a build with it off keeps each screen definition apart. */
export const FAKE_BACKEND_CHUNK_GROUPS: ChunkGroup[] = [
  // The module that starts the fake backend and what it imports at once, which the group below would otherwise take.
  { name: 'fake-backend-start', test: FAKE_BACKEND_START, priority: 0.8 },
  // The screen definitions, which the list stores load too (for a list's schema), maybe before the fake backend starts.
  { name: 'screens', test: /[\\/]src[\\/]screens[\\/](?!(index|lists)\.ts$)/, priority: 0.7 },
  // The API contract (routes), which the API client's callers on public pages (sign-up forms) import too.
  { name: 'contract', test: /[\\/]src[\\/]api[\\/]contract[\\/]/, priority: 0.6 },
  // The schemas the forms share with the fake backend, which would otherwise take them, and bring itself to the login page.
  { name: 'schemas', test: /[\\/]src[\\/]schemas[\\/]/, priority: 0.5 },
  // Lowest: what the groups above hold stays there; the rest the fake backend imports comes with it.
  { name: 'fake-backend', test: (id: string) => FAKE_BACKEND_MODULES.some((re) => re.test(id)), priority: 0 },
];

/** The chunk groups of the browser build. */
export function chunkGroups({ fakeBackend }: { fakeBackend: boolean }): ChunkGroup[] {
  return fakeBackend ? [...CHUNK_GROUPS, ...FAKE_BACKEND_CHUNK_GROUPS] : CHUNK_GROUPS;
}
