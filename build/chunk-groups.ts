/**
 * How the browser build groups modules into chunks: six groups, each naming folders (of src/ or node_modules/),
 * never single files, so a module added to a folder goes where its neighbours go. Left to itself, the bundler gives
 * the dashboard some forty small shared chunks (stores, API client, topbar islands, icons); each compresses on its
 * own, and each holds one of the six connections of a phone's network for a round trip.
 * - `public` and `preload-helper`: what the public pages' own scripts import (the cart store and nanostores; Vite's
 *   helper for dynamic imports, alone, as a status page's form needs only it), taken first, so a landing or status
 *   page never loads the dashboard's code;
 * - `dashboard`: what every dashboard page runs at load: the shell (src/shell/), the API client (src/api/), the
 *   contract and the resources (src/contract/, src/resources/), the dashboards' periods (src/stats/), the stores,
 *   schemas and screen definitions, i18n, theme, zod and the few packages the client uses. With `$initial`, only
 *   what some page loads at start: a store one page needs costs the others a few hundred bytes, against a request
 *   of its own on the page that needs it;
 * - `react`: React, React DOM, the React bindings and the icons. Apart from `dashboard` so that the shell, which
 *   needs no React, starts the screen's data as soon as its own chunk is in (src/shell/client/move-data.ts), while
 *   React still downloads: on a throttled phone the data request then no longer waits for React's 58 KB;
 * - with the fake backend on, `fake-backend-start` (src/mocks/start/: what makes storage usable before MSW loads,
 *   which must not load MSW with itself, and src/shell/fake-backend/: the toasts of the fake backend's e-mails) and
 *   `fake-backend` (the rest of src/mocks/ and the packages only MSW uses, but for the handlers loaded on demand,
 *   src/mocks/handlers/on-demand/).
 * A screen's own stores, calls and rules (`screens/` folders) are left out of `dashboard`. The list kit
 * (src/islands/list/) has no group: a group takes what its modules import as well, so the tables' pages would load the cards' code or the
 * card pages the table's. The bundler splits it by the set of islands that use each module (eight to ten small chunks
 * on a list page, 2026-12-04); parts always used together therefore sit in one module (a card's parts in
 * card-list/Card.tsx). FullCalendar needs no group either: only the calendar's island reaches it, so it comes with that
 * island's chunk.
 */
export interface ChunkGroup {
  name: string;
  test: (id: string) => boolean;
  priority: number;
  tags?: '$initial'[];
}

const sep = String.raw`[\\/]`;
/** Every folder a group names, for the test that each still exists (a renamed folder would empty its group). */
export const NAMED_FOLDERS = new Set<string>();
/** A folder's path as a pattern matching either separator. */
const folderPattern = (folder: string) =>
  folder
    .split('/')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join(sep);

/** A test for module ids inside any of `folders` (relative to the project, `/`-separated, e.g. `src/shell`). */
export function inFolders(...folders: string[]): (id: string) => boolean {
  for (const folder of folders) NAMED_FOLDERS.add(folder);
  const re = new RegExp(`${sep}(${folders.map(folderPattern).join('|')})${sep}`);
  return (id) => re.test(id);
}

/** A test for module ids in `folder` itself, not in its subfolders (relative to the project, `/`-separated). */
export function directlyIn(folder: string): (id: string) => boolean {
  NAMED_FOLDERS.add(folder);
  const re = new RegExp(`${sep}${folderPattern(folder)}${sep}[^\\\\/]+$`);
  return (id) => re.test(id);
}
const npm = (...packages: string[]) => inFolders(...packages.map((name) => `node_modules/${name}`));

/** MSW and the packages only it uses (tough-cookie is replaced by src/mocks/tough-cookie-stand-in.ts in browsers). */
export const MSW_PACKAGES = [
  'msw',
  '@mswjs',
  '@open-draft',
  'graphql',
  'headers-polyfill',
  'is-node-process',
  'outvariant',
  'path-to-regexp',
  'rettime',
  'statuses',
  'strict-event-emitter',
  'tough-cookie',
  'tldts',
  'tldts-core',
  'until-async',
  'cookie',
];

const publicStores = npm('nanostores', '@nanostores/persistent');
const shellFolders = inFolders(
  'src/shell',
  'src/api',
  'src/contract',
  'src/resources',
  'src/stats',
  'src/stores',
  'src/schemas',
  'src/screens',
  'src/i18n',
  'src/theme',
);
const reactPackages = npm('react', 'react-dom', 'scheduler', '@astrojs/react', '@nanostores/react', 'lucide-react');
const shellPackages = npm('zod', 'ofetch', 'destr', 'ufo');
const mocks = inFolders('src/mocks');
/**
 * What a page of a build with the fake backend loads besides the backend itself: what makes storage usable before MSW
 * loads, and the toasts that show the fake backend's e-mails (src/shell/fake-backend/, which every dashboard and auth
 * page's Toaster loads when it mounts). Apart, the mailbox's toasts were a script file of their own on every page.
 */
const fakeBackendStart = inFolders('src/mocks/start', 'src/shell/fake-backend', 'node_modules/idb-keyval');
/**
 * The fake backend's handlers that load on the first request to one of their routes (src/mocks/handlers/on-demand/):
 * left to no group, each comes as its own chunk when asked for, with what it alone imports (the workbook reader).
 */
const onDemandHandlers = inFolders('src/mocks/handlers/on-demand');
const mswPackages = npm(...MSW_PACKAGES);

/** The cart store is the public pages' one module of src/stores/ (the shop's cart, shared with the dashboard's). */
const isPublic = (id: string) => publicStores(id) || /[\\/]src[\\/]stores[\\/]cart\.ts$/.test(id);
/**
 * What one screen alone uses (the chat, the task board, an invoice, the dashboards' drill-downs): its stores, its API
 * calls and its rules (`screens/` under src/stores/, src/api/, src/schemas/ and src/stats/), left to no group, so each comes with its screen's island.
 * In the shell's group, as `$initial` modules of the page that starts them, they cost every dashboard page their weight
 * (9 KB of gzip for the stores, measured 2026-12-02; 2 KB more for the board's and the invoice's calls and the chat's
 * file rules, 2026-12-03), not the few hundred bytes a shared store costs.
 */
const screenModules = inFolders('src/stores/screens', 'src/api/screens', 'src/schemas/screens', 'src/stats/screens');
/**
 * The islands' small shared components (the permission gate, the status badge, the avatar, the confirmation's opener:
 * 2.4 KB of gzip together), not the editors and panels in the folder's subfolders. Left to the bundler, each was a
 * chunk of its own on most dashboard pages, a round trip each for a few hundred bytes.
 */
const sharedComponents = directlyIn('src/islands/shared');
const isShell = (id: string) =>
  (shellFolders(id) && !screenModules(id) && !fakeBackendStart(id)) || sharedComponents(id) || shellPackages(id);
const isFakeBackend = (id: string) => (mocks(id) && !fakeBackendStart(id) && !onDemandHandlers(id)) || mswPackages(id);

/**
 * A group takes what its folders hold and nothing they import. By default a group also takes every module its
 * modules import that no group of higher priority took: a formatter the calendar and the dashboards share then
 * went into the calendar's chunk, and every dashboard page loaded FullCalendar. The shell keeps the default (what
 * it imports is what every dashboard page runs at load), and so does the fake backend (loaded by every dashboard
 * page of its builds, and by nothing else). A module the fake backend shares with the screens must therefore sit in
 * a folder of the shell's group (src/stats/ is there for that): left to no group, the dashboards' periods went
 * into the fake backend's chunk, and the dashboard island then loaded MSW as it hydrated, before the fake backend's
 * start had made storage usable where the browser blocks it.
 */
export const CHUNK_GROUPS: ChunkGroup[] = [
  { name: 'public', test: isPublic, priority: 4 },
  { name: 'preload-helper', test: (id) => id.includes('preload-helper'), priority: 5 },
  { name: 'react', test: reactPackages, tags: ['$initial'], priority: 3.5 },
  { name: 'dashboard', test: isShell, tags: ['$initial'], priority: 3 },
];

const statsFolder = inFolders('src/stats');
/**
 * The shell's group of a build without the fake backend: src/stats/ is among the shell's folders for the fake backend's
 * sake (above). Without it, the shell takes only what its own modules import of src/stats/ (a day's check, for the
 * lists), and the dashboards' sums come with the dashboards' island: 65 bytes of gzip off every other page, one more
 * file (18 of 24) on a dashboard (2026-12-03).
 */
const REAL_SHELL: ChunkGroup = { name: 'dashboard', test: (id) => isShell(id) && !statsFolder(id), tags: ['$initial'], priority: 3 };

/** Added by a build with the fake backend on. */
export const FAKE_BACKEND_GROUPS: ChunkGroup[] = [
  { name: 'fake-backend-start', test: fakeBackendStart, priority: 1 },
  { name: 'fake-backend', test: isFakeBackend, priority: 0 },
];

/** The chunk groups of the browser build. */
export function chunkGroups({ fakeBackend }: { fakeBackend: boolean }): ChunkGroup[] {
  return fakeBackend
    ? [...CHUNK_GROUPS, ...FAKE_BACKEND_GROUPS]
    : CHUNK_GROUPS.map((group) => (group.name === 'dashboard' ? REAL_SHELL : group));
}
