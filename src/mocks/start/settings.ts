/** Every fake-backend answer comes after 500 ms, so loading states show as they would against a real server. */
export const DEFAULT_FAKE_LATENCY_MS = 500;

/** A latency setting read as whole milliseconds (0-10,000), else `fallback`. */
export function latencyMs(raw: string | null | undefined, fallback = DEFAULT_FAKE_LATENCY_MS): number {
  if (raw === undefined || raw === null || !/^\d+$/.test(raw.trim())) return fallback;
  return Math.min(Number(raw), 10_000);
}

/**
 * The latency of this build: PUBLIC_FAKE_LATENCY_MS when set (the end-to-end test build, `npm run build:e2e`, uses 40 ms
 * to run faster), else 500 ms. Unit tests pass 0 to the backend directly. Optional chaining: plain Node (scripts) has no import.meta.env.
 */
export const FAKE_LATENCY_MS = latencyMs(import.meta.env?.PUBLIC_FAKE_LATENCY_MS);

/**
 * localStorage key that overrides the build's latency in this browser (whole milliseconds, read when the fake backend
 * starts). End-to-end tests of loading states and layout shift set it to 500 on the fast test build, so they see what
 * users see; anything else in it is ignored. Only the fake backend reads it: a PUBLIC_FAKE_BACKEND=false build has none.
 */
export const LATENCY_OVERRIDE_KEY = 'stride:fake-latency-ms';

/** The latency to use: the browser's override when it holds a valid one, else the build's. */
export function effectiveLatencyMs(storage: Pick<Storage, 'getItem'> | undefined, buildLatency = FAKE_LATENCY_MS): number {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(LATENCY_OVERRIDE_KEY) ?? null;
  } catch {
    // Storage the browser refuses to read holds no override.
  }
  return latencyMs(raw, buildLatency);
}
/**
 * localStorage key that lowers, in this browser, the number of rows past which an export runs as a background job
 * (EXPORT_JOB_THRESHOLD, 100,000): whole rows, read when the fake backend starts; end-to-end tests set it to see the
 * job with the sample data. Anything that is not a whole number of rows below the default is ignored.
 */
export const EXPORT_JOB_THRESHOLD_KEY = 'stride:fake-export-job-threshold';

/** The export job threshold to use: the browser's lower one when it holds a valid one, else `fallback`. */
export function effectiveExportJobThreshold(storage: Pick<Storage, 'getItem'> | undefined, fallback: number): number {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(EXPORT_JOB_THRESHOLD_KEY) ?? null;
  } catch {
    // Storage the browser refuses to read holds none.
  }
  const rows = raw === null || raw.trim() === '' ? NaN : Number(raw);
  return Number.isInteger(rows) && rows >= 0 && rows < fallback ? rows : fallback;
}

/** Upper bound of `?rows=N`, so a typo cannot freeze the tab. */
export const MAX_SYNTHETIC_ROWS = 1_000_000;
/** Seed of the synthetic rows when `?seed=` is not given: the same N rows on every load. */
export const DEFAULT_SEED = 20_261_121;
/** The demo account's id, the default user 'admin'. */
export const DEMO_USER_ID = 1;
/** IndexedDB database where the fake backend keeps its state (lists, calendar, accounts, read marks, sessions) across pages, reloads and tabs. */
export const DEMO_DB_NAME = 'stride-fake-backend';
