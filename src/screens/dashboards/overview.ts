import { defineCustomScreen } from '../define.ts';

/** The e-commerce overview; its page is src/pages/[...lang]/dashboard.astro. */
export default defineCustomScreen({
  id: 'dashboard',
  path: 'dashboard/',
  group: 'dashboards',
  icon: 'dashboard',
  data: ['order', 'product'],
});
