/**
 * A move to a dashboard screen starts that screen's data with the click, so its requests run while the router
 * fetches and swaps in the page; the screen's own first call then joins them. A page loaded in full starts its data
 * the same way as the shell starts (`startPageData`). The screen's menu link names its data
 * (`data-screen-data`, from the screen definitions). The code that fetches it (src/stores/screen-data.ts) is in the
 * dashboard's chunk with the other stores (build/chunk-groups.ts), so it is imported statically.
 */
import type { TransitionBeforePreparationEvent } from 'astro:transitions/client';
import { holdForPageData } from '../../stores/page-data.ts';
import { startScreenData } from '../../stores/screen-data.ts';

/**
 * The data keys (list names) of the screen at `pathname` and its default order, as a link to it names them; no keys
 * when no link says.
 */
export function screenDataOfPath(root: ParentNode, pathname: string): { keys: string[]; sort?: string } {
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[data-screen-data]')) {
    if (new URL(link.href, location.href).pathname !== pathname) continue;
    const { screenData = '', screenSort } = link.dataset;
    return { keys: screenData.split(' ').filter(Boolean), ...(screenSort ? { sort: screenSort } : {}) };
  }
  return { keys: [] };
}

type Start = (keys: readonly string[], search: string, sort?: string) => unknown;
const loadStart = (): Promise<Start> => Promise.resolve(startScreenData);

/**
 * Registers the start on the router's preparation of a move (after the shell's own, which may send it to a full
 * page load). The swap waits until the requests have been sent, not for their answers.
 */
export function installMoveData(load: () => Promise<Start> = loadStart): void {
  document.addEventListener('astro:before-preparation', (event: TransitionBeforePreparationEvent) => {
    const { keys, sort } = screenDataOfPath(document, event.to.pathname);
    if (event.defaultPrevented || !keys.length) return;
    const started = load().then(
      (start) => void start(keys, event.to.search, sort),
      () => undefined,
    );
    const routerLoader = event.loader;
    event.loader = () => Promise.all([routerLoader(), started]).then(() => undefined);
  });
}

/**
 * Starts the data of the page just loaded, as a move does: its requests need not wait for React to download and the
 * island to hydrate (React is a chunk of its own for this). The island's first call then joins them; less urgent
 * requests wait for their answers (src/stores/page-data.ts). Resolves when they are in.
 */
export function startPageData(load: () => Promise<Start> = loadStart): Promise<void> {
  const { keys, sort } = screenDataOfPath(document, location.pathname);
  if (!keys.length) return Promise.resolve();
  const answers = load().then((start) => start(keys, location.search, sort));
  holdForPageData(answers);
  return answers.then(
    () => undefined,
    () => undefined,
  );
}
