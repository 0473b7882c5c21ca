import { defineCustomScreen } from '../define.ts';

/** The e-commerce dashboard, where sign-in lands; its page is src/pages/[...lang]/dashboard.astro, its figures GET /app/stats/ecommerce. */
export default defineCustomScreen({
  id: 'dashboard',
  path: 'dashboard/',
  group: 'dashboards',
  position: 10,
  icon: 'dashboard',
});
