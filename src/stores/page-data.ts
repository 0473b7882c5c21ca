/**
 * The answers to the data a page loaded in full starts before React hydrates (src/shell/client/move-data.ts).
 * Requests the screen does not show first, such as the bell's notifications, wait for them: on a slow link, or with
 * the fake backend answering from this tab's main thread, they then do not compete with the screen's own rows.
 * They wait at most `MAX_WAIT_MS`, so a slow answer holds nothing for long.
 */
const MAX_WAIT_MS = 4000;

let answers: Promise<void> = Promise.resolve();

/** Records the page's data requests; their failure is the screen's to show, not the waiters'. */
export function holdForPageData(pending: Promise<unknown>): void {
  answers = pending.then(
    () => undefined,
    () => undefined,
  );
}

/** Resolves when the page's data has answered (at once when it started none), or after `maxWaitMs`. */
export function afterPageData(maxWaitMs = MAX_WAIT_MS): Promise<void> {
  return Promise.race([answers, new Promise<void>((done) => setTimeout(done, maxWaitMs))]);
}
