import { defineCustomScreen } from '../define.ts';

/** The Finance dashboard; its page is src/pages/[...lang]/dashboards/finance.astro, its figures GET /app/stats/finance. */
export default defineCustomScreen({
  id: 'finance',
  path: 'dashboards/finance/',
  group: 'dashboards',
  position: 40,
  icon: 'revenue',
});
