import type { LiveChange } from '../contract/live.ts';
import type { DataResource } from '../contract/permissions.ts';
import { dashboardsOf, isListName } from '../resources/index.ts';
import { invalidate, STATS } from './query/invalidation.ts';
import { onLiveChange } from './live-changes.ts';

/** How long changes are gathered before an open list or the calendar reads again (one read for a burst). */
export const REFRESH_DELAY_MS = 300;
/** At most one reload of the dashboards' figures this often, however many changes come. */
export const STATS_INTERVAL_MS = 2_000;

/** Whether the dashboards' figures sum `resource` (its resource's `dashboards`), so its changes reload them. */
function feedsDashboards(resource: DataResource): boolean {
  return isListName(resource) && dashboardsOf(resource).length > 0;
}

/** Runs `run` once, `delayMs` after the first of a burst of calls (later calls of the burst join it). */
function coalesce(delayMs: number, run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return () => {
    timer ??= setTimeout(() => {
      timer = undefined;
      run();
    }, delayMs);
  };
}

/** At most one call of `run` per `intervalMs`: the first at once, the last of a burst at the end of its interval. */
export function throttle(intervalMs: number, run: () => void, now = () => Date.now()): () => void {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  return () => {
    const wait = last + intervalMs - now();
    if (wait <= 0) {
      last = now();
      run();
    } else
      timer ??= setTimeout(() => {
        timer = undefined;
        last = now();
        run();
      }, wait);
  };
}

/**
 * What the page does with each change of the live stream: an open list (or the calendar) reads what it shows again,
 * once per burst; the dashboards reload their figures when a list they sum changed. Answers the function that stops.
 */
export function refreshOnChanges(): () => void {
  const pending = new Map<DataResource, () => void>();
  const stats = throttle(STATS_INTERVAL_MS, () => stopped || void invalidate(STATS));
  let stopped = false;
  const unsubscribe = onLiveChange((change: LiveChange) => {
    if (feedsDashboards(change.resource)) stats();
    let schedule = pending.get(change.resource);
    if (!schedule) {
      const { resource } = change;
      // Each store of the page registered under the list's name (or `calendar`) reads its current view again: a paged
      // list its current page with its search, sort and filters. A list this page never opened has no store to read.
      schedule = coalesce(REFRESH_DELAY_MS, () => stopped || void invalidate(resource));
      pending.set(resource, schedule);
    }
    schedule();
  });
  // A re-read already scheduled is dropped too.
  return () => {
    stopped = true;
    unsubscribe();
  };
}
