import { defineCustomScreen } from '../define.ts';

/**
 * The audit trail, for administrators: every change of data and every account event, newest first, paged and
 * filtered by the server. Its page is src/pages/[...lang]/admin/activity.astro.
 */
export default defineCustomScreen({
  id: 'adminActivity',
  path: 'admin/activity/',
  group: 'admin',
  position: 20,
  icon: 'activity',
  permission: 'audit.read',
});
