import { defineCustomScreen } from '../define.ts';

/**
 * The webhook endpoints, for administrators: where signed events go, which events, their delivery logs, test events,
 * secret rotation. Its page is src/pages/[...lang]/admin/webhooks.astro (docs/webhooks.md).
 */
export default defineCustomScreen({
  id: 'adminWebhooks',
  path: 'admin/webhooks/',
  group: 'admin',
  position: 30,
  icon: 'webhooks',
  permission: 'webhooks.manage',
});
