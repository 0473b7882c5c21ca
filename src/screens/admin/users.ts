import { defineCustomScreen } from '../define.ts';

/**
 * The accounts of the app, for administrators: role, status and last sign-in; change a role, deactivate or
 * reactivate an account, invite by e-mail. Its page is src/pages/[...lang]/admin/users.astro.
 */
export default defineCustomScreen({
  id: 'adminUsers',
  path: 'admin/users/',
  group: 'admin',
  position: 10,
  icon: 'accounts',
  permission: 'users.manage',
});
