/** Spec section 9: every fake-backend answer comes after 500 ms. Unit tests pass 0. */
export const FAKE_LATENCY_MS = 500;
/** Upper bound of `?rows=N`, so a typo cannot freeze the tab. */
export const MAX_SYNTHETIC_ROWS = 500_000;
/** Seed of the synthetic rows when `?seed=` is not given: the same N rows on every load. */
export const DEFAULT_SEED = 20_261_121;
/** IndexedDB database where the fake backend keeps its state (lists, calendar, accounts) across pages, reloads and tabs. */
export const DEMO_DB_NAME = 'stride-fake-backend';
