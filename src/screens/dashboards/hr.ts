import { defineCustomScreen } from '../define.ts';

/** The HR dashboard; its page is src/pages/[...lang]/dashboards/hr.astro, its figures GET /app/stats/hr. */
export default defineCustomScreen({
  id: 'hrDashboard',
  path: 'dashboards/hr/',
  group: 'dashboards',
  position: 30,
  icon: 'employee',
});
