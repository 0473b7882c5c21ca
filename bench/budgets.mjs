// Stride's quality bars as numbers the benchmark checks.
export const BUDGETS = {
  public: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 },
  dashboardDesktop: { performance: 100, accessibility: 100, 'best-practices': 100 },
  dashboardMobile: { performance: 95, accessibility: 100 },
  /** Cumulative layout shift of every dashboard page, mobile and desktop: below this. */
  dashboardCls: 0.02,
  /** A public page's LCP divided by the plain hand-written page's, both Lighthouse mobile in the same run. */
  lcpRatio: 1.3,
  /**
   * A public page's HTML as sent (compressed body and headers): what a new connection delivers in its first round
   * trip, 10 TCP segments of 1,460 bytes. One byte more costs a second round trip before the first paint: 150 ms on
   * Lighthouse mobile's simulated network, which took the shop landing's LCP from 1.2× to 1.44× the plain page's.
   */
  publicHtmlBytes: 10 * 1460,
  /** Click on a sidebar link -> the new screen's rows visible (ms); a first visit includes the 500 ms simulated latency. */
  navigation: { firstMs: 650, revisitMs: 150 },
  /** gzip bytes of JavaScript a page loads before any scroll. */
  js: {
    '/product-landing/': 15 * 1024,
    '/pages-maintenance/': 0,
    '/pages-404/': 2 * 1024,
    '/pages-offline/': 2 * 1024,
    '/pages-coming-soon/': 4 * 1024,
    dashboard: 165 * 1024,
    /**
     * The calendar: the dashboard budget plus FullCalendar's month view (core, month grid, classic theme and its date
     * code: 55.5 KiB gzip, weighed from a build with source maps), the one library the stack names for a single screen.
     * The rest of the page gets the same 165 KiB as every other dashboard page.
     */
    '/apps/calendar/': (165 + 55.5) * 1024,
  },
  /**
   * Same-origin script files a dashboard page loads (both builds). Each holds one of the six connections of
   * Lighthouse mobile's simulated network for a round trip; 16 to 20 on 2026-11-26, 25 to 29 before the chunk groups.
   */
  dashboardScripts: 24,
  axeViolations: 0,
  /** A table the backend pages (100,000 and 1,000,000 rows, fake backend and reference server): click -> new rows on screen. */
  serverTableMs: 300,
  buildSeconds: 60,
  /**
   * The reference server on PGlite, GET /app/order?page=1&pageSize=25 at 50 connections (reads during a sign-in flood: p99
   * within 2×; reads during a flood of hostile bodies: at least this share of the quiet req/s, and no hostile body 5xx).
   */
  api: { readsPerSecond: 500, p99Ms: 150, hostileReadsShare: 0.5 },
};
