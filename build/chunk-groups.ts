/**
 * How the browser build groups modules into chunks. Left to itself, it gives the dashboard some forty small
 * shared chunks (stores, API client, topbar islands, icons) and FullCalendar a dozen; each compresses on its own,
 * and together they weighed about a third more than the same code as one file. So:
 * - `dashboard`: what every dashboard page runs at load (React, the shell's islands, stores, API client, zod);
 * - `list-kit`: what every list screen runs at load (the screen island, the list stores, the pager, the card list,
 *   formatting, the icons the lists share). Split the bundler's way it came as a dozen files of 0.3–4 KB, one per
 *   set of screens sharing them; in Lighthouse mobile's simulated network (six connections per host) each small
 *   request holds a connection for a round trip, and the first rows waited for them. The calendar loads none of it;
 * - `calendar`: FullCalendar's code the month view needs at load (its lazy views and plugins stay apart);
 * - with the fake backend on, `fake-backend` (MSW and the handlers), `fake-backend-start` (what makes storage
 *   usable before MSW loads) and `contract` (routes, schemas, screen definitions, which the login page needs
 *   without MSW): every dashboard page loads them as it starts. Split the bundler's way, they came as some forty
 *   requests, most under 1 KB, three levels deep, on the path to every dashboard page's first rows;
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
  /[\\/]src[\\/]shell[\\/]islands[\\/][^\\/]+\.tsx?$/,
  /[\\/]src[\\/]islands[\\/]shared[\\/](BackendNotice|ConfirmDialog|use-demo-data-reset|data-table[\\/]states)\.tsx?$/,
  /[\\/]src[\\/]stores[\\/](auth|settings|notify|notifications|demo-data)\.ts$/,
  /[\\/]src[\\/]api[\\/](client|backend|session|errors|messages|config)\.ts$/,
  /[\\/]src[\\/](i18n|theme)[\\/][^\\/]+\.tsx?$/,
  /[\\/]src[\\/]schemas[\\/](enums|enum-schemas|common)\.ts$/,
  /node_modules[\\/](lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|Icon|context|defaultAttributes|shared)|@nanostores[\\/]react|ofetch|destr|ufo)[\\/.]/,
  /node_modules[\\/](react|react-dom|scheduler|zod|@astrojs[\\/]react)[\\/]/,
];
/**
 * What every list screen runs at load. Not the table itself (ListScreen, data-table), 29 KB that the card screens
 * do not need, and nothing the calendar or the sign-in forms import (they would then load it all).
 */
export const LIST_KIT_MODULES: RegExp[] = [
  /[\\/]src[\\/]islands[\\/]shared[\\/](screen-island|use-list-data|use-list-view|list-labels|screen-messages|synthetic-rows)\.tsx?$/,
  /[\\/]src[\\/]islands[\\/]shared[\\/](FavouriteButton|Stars|SearchBox|FilterTabs)\.tsx$/,
  /[\\/]src[\\/]islands[\\/]shared[\\/](data-table[\\/](format|use-table-rows|Pagination)|form-dialog[\\/]LazyFormDialog)\.tsx?$/,
  /[\\/]src[\\/]islands[\\/]shared[\\/]card-list[\\/][^\\/]+\.tsx?$/,
  /[\\/]src[\\/]stores[\\/](lists|list-paging|screen-data|ecommerce)\.ts$/,
  // The icons the list screens share; each would otherwise be a file of its own.
  /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](pencil|star|trash-2|chevron-left|chevron-right|heart|plus|shopping-cart|map-pin)\.js$/,
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
  { name: 'list-kit', test: (id: string) => LIST_KIT_MODULES.some((re) => re.test(id)), tags: ['$initial'], priority: 1.5 },
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
  // What the API is made of: its routes, its schemas (which the forms share with the fake backend) and the screen
  // definitions (which the list stores load too, for a list's schema). Every dashboard page and the sign-in page
  // load them as they start, the public sign-up forms when they send; one chunk, not three requests, and never MSW.
  {
    name: 'contract',
    test: /[\\/]src[\\/](screens[\\/](?!(index|lists|registry\.gen)\.ts$)|api[\\/]contract[\\/]|schemas[\\/])/,
    priority: 0.6,
  },
  // Lowest: what the groups above hold stays there; the rest the fake backend imports comes with it.
  { name: 'fake-backend', test: (id: string) => FAKE_BACKEND_MODULES.some((re) => re.test(id)), priority: 0 },
];

/** The chunk groups of the browser build. */
export function chunkGroups({ fakeBackend }: { fakeBackend: boolean }): ChunkGroup[] {
  return fakeBackend ? [...CHUNK_GROUPS, ...FAKE_BACKEND_CHUNK_GROUPS] : CHUNK_GROUPS;
}
