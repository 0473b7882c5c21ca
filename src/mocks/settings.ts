/** Spec section 9: every fake-backend answer comes after 500 ms. */
export const DEFAULT_FAKE_LATENCY_MS = 500;

/** A latency setting read as whole milliseconds (0-10,000), else the default. */
export function latencyMs(raw: string | undefined): number {
  if (raw === undefined || !/^\d+$/.test(raw.trim())) return DEFAULT_FAKE_LATENCY_MS;
  return Math.min(Number(raw), 10_000);
}

/**
 * The latency of this build: PUBLIC_FAKE_LATENCY_MS when set (end-to-end builds use a small one to run faster),
 * else 500 ms. Unit tests pass 0 to the backend directly. Optional chaining: plain Node (scripts) has no import.meta.env.
 */
export const FAKE_LATENCY_MS = latencyMs(import.meta.env?.PUBLIC_FAKE_LATENCY_MS);
/** Upper bound of `?rows=N`, so a typo cannot freeze the tab. */
export const MAX_SYNTHETIC_ROWS = 500_000;
/** Seed of the synthetic rows when `?seed=` is not given: the same N rows on every load. */
export const DEFAULT_SEED = 20_261_121;
/** The demo account's id, the default user 'admin'. */
export const DEMO_USER_ID = 1;
/** IndexedDB database where the fake backend keeps its state (lists, calendar, accounts, read marks, sessions) across pages, reloads and tabs. */
export const DEMO_DB_NAME = 'stride-fake-backend';
