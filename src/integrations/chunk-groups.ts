/**
 * How the browser build groups modules into chunks. Left to itself, it gives the dashboard some forty small
 * shared chunks (stores, API client, topbar islands, icons) and FullCalendar a dozen; each compresses on its own,
 * and together they weighed about a third more than the same code as one file. So:
 * - `dashboard`: what every dashboard page runs at load (React, the shell's islands, stores, API client, zod);
 * - `calendar`: FullCalendar's code the month view needs at load (its lazy views and plugins stay apart);
 * - with the fake backend on, `fake-backend`: MSW, the fake backend and the screen definitions it serves, which
 *   every dashboard page loads as it starts. Split its own way, it came as some forty requests, most under 1 KB,
 *   three levels deep, on the path to every dashboard page's first rows; and `schemas`, taken first, so the forms
 *   that share them do not load the fake backend with them;
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
  /[\\/]src[\\/]stores[\\/](auth|settings|notify|notifications|demo-data)\.ts$/,
  /[\\/]src[\\/]api[\\/](client|backend|session|errors|messages|config)\.ts$/,
  /[\\/]src[\\/](i18n|theme)[\\/][^\\/]+\.tsx?$/,
  /[\\/]src[\\/]schemas[\\/](enums|enum-schemas|common)\.ts$/,
  /node_modules[\\/](lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|Icon|context|defaultAttributes|shared)|@nanostores[\\/]react|ofetch|destr|ufo)[\\/.]/,
  /node_modules[\\/](react|react-dom|scheduler|zod|@astrojs[\\/]react)[\\/]/,
];
/** MSW and the packages only it uses, the fake backend and the screen definitions it serves. */
export const FAKE_BACKEND_MODULES: RegExp[] = [
  /[\\/]src[\\/](mocks|screens)[\\/]/,
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
  {
    name: 'calendar',
    test: /node_modules[\\/](@fullcalendar|@full-ui)[\\/]|[\\/]src[\\/]islands[\\/]calendar[\\/]/,
    tags: ['$initial'],
    priority: 1,
  },
];

/** Added to CHUNK_GROUPS by a build with the fake backend on; a build with it off keeps each screen definition apart. */
export const FAKE_BACKEND_CHUNK_GROUPS: ChunkGroup[] = [
  // The schemas the forms share with the fake backend, which would otherwise take them, and bring itself to the login page.
  { name: 'schemas', test: /[\\/]src[\\/]schemas[\\/]/, priority: 0.5 },
  // Lowest: what the groups above hold stays there; the rest the fake backend imports comes with it.
  { name: 'fake-backend', test: (id: string) => FAKE_BACKEND_MODULES.some((re) => re.test(id)), priority: 0 },
];

/** The chunk groups of the browser build. */
export function chunkGroups({ fakeBackend }: { fakeBackend: boolean }): ChunkGroup[] {
  return fakeBackend ? [...CHUNK_GROUPS, ...FAKE_BACKEND_CHUNK_GROUPS] : CHUNK_GROUPS;
}
