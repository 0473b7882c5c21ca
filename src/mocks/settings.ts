/** Spec section 9: every fake-backend answer comes after 500 ms. Unit tests pass 0. */
export const FAKE_LATENCY_MS = 500;
/** Upper bound of `?rows=N`, so a typo cannot freeze the tab. */
export const MAX_SYNTHETIC_ROWS = 500_000;
/** Seed of the synthetic rows when `?seed=` is not given: the same N rows on every load. */
export const DEFAULT_SEED = 20_261_121;
/** localStorage key of the accounts registered in the fake backend (they survive a reload). */
export const USERS_STORAGE_KEY = 'stride:fake-users';
