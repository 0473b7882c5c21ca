// What the benchmark measures. Public pages: Lighthouse mobile. Dashboard pages: Lighthouse mobile and desktop, signed in.
export const PUBLIC_PAGES = [
  { path: '/' },
  { path: '/product-landing/' },
  { path: '/pages-coming-soon/' },
  { path: '/pages-maintenance/' },
  { path: '/pages-404/' },
  { path: '/pages-offline/' },
];
export const DASHBOARD_PAGES = [
  { path: '/dashboard/' },
  { path: '/dashboards/analytics/' },
  { path: '/dashboards/hr/' },
  { path: '/dashboards/finance/' },
  { path: '/apps/ecommerce/orders/' },
  { path: '/apps/ecommerce/products-grid/' },
  { path: '/apps/hr/employees/' },
  { path: '/apps/notes/' },
  { path: '/apps/calendar/' },
  { path: '/apps/users/list/' },
  { path: '/apps/invoices/' },
  // One static page for every invoice; the island reads the id from the address (sample invoice 1 on the fake backend).
  { path: '/apps/invoices/invoice/?id=1' },
  { path: '/apps/tasks/' },
  { path: '/apps/chat/' },
];
/** axe-core runs on every measured page in each of these locales (ar covers right-to-left). */
export const AXE_LOCALES = ['en', 'ar'];
/** The hand-written page public pages' LCP is compared with, served by the benchmark's server at `path`. */
export const PLAIN_PAGE = { path: '/__bench-plain/', file: 'bench/plain/index.html' };
