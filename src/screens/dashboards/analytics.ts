import { defineCustomScreen } from '../define.ts';

/** The Analytics dashboard; its page is src/pages/[...lang]/dashboards/analytics.astro, its figures GET /app/stats/analytics. */
export default defineCustomScreen({
  id: 'analytics',
  path: 'dashboards/analytics/',
  group: 'dashboards',
  position: 20,
  icon: 'trendUp',
});
