/** How long a request made ahead of its screen (by the click that opens it) stands in for the screen's own first one. */
export const AHEAD_MS = 10_000;

export interface JoinOptions {
  /** Sends a new request even when the same one is on its way. */
  fresh?: boolean | undefined;
  /** Made ahead of the screen that needs it: the next identical call within AHEAD_MS takes its answer, even once in. */
  ahead?: boolean | undefined;
}

/** Requests that share one trip to the backend: the one on its way, and one made ahead of its screen. */
export interface JoinedRequests {
  /** The request under `key` a call may join instead of sending its own (none for `fresh` or `ahead` calls). */
  join(key: string, options?: JoinOptions): Promise<void> | undefined;
  /** Runs `request` under `key`: identical calls join it while it is on its way (or, made ahead, for AHEAD_MS). */
  run(key: string, options: JoinOptions, request: () => Promise<void>): Promise<void>;
  /** Ends the sharing (a write changed the data): the next call sends its own request. */
  forget(): void;
}

export function createJoinedRequests(now: () => number = Date.now): JoinedRequests {
  let inFlight: { key: string; done: Promise<void> } | undefined;
  let ahead: { key: string; done: Promise<void>; at: number } | undefined;
  // Taken once by the call it stands in for; a call under another key (a screen may check two) leaves it.
  const takeAhead = (key: string) => {
    if (!ahead || now() - ahead.at >= AHEAD_MS) return (ahead = undefined);
    if (ahead.key !== key) return undefined;
    const taken = ahead.done;
    ahead = undefined;
    return taken;
  };
  return {
    join(key, options = {}) {
      if (options.fresh || options.ahead) return undefined;
      return takeAhead(key) ?? (inFlight?.key === key ? inFlight.done : undefined);
    },
    run(key, options, request) {
      const done: Promise<void> = request().finally(() => {
        if (inFlight?.done === done) inFlight = undefined;
      });
      inFlight = { key, done };
      if (options.ahead) ahead = { key, done, at: now() };
      return done;
    },
    forget() {
      inFlight = ahead = undefined;
    },
  };
}
