import { accountRoutes } from './account.ts';
import { apiKeyRoutes } from './api-keys.ts';
import { auditRoutes } from './audit.ts';
import { authRoutes } from './auth.ts';
import { boardRoutes } from './boards.ts';
import { chatRoutes } from './chat.ts';
import { calendarRoutes } from './calendar.ts';
import { healthRoutes } from './health.ts';
import { invoiceRoutes } from './invoice-payments.ts';
import type { App, ServerContext } from './kit.ts';
import { listRoutesGroup } from './lists.ts';
import { notificationRoutes } from './notifications.ts';
import { searchRoutes } from './search.ts';
import { invoicePdfRoutes } from './invoice-pdf.ts';
import { jobAndTransferRoutes } from './jobs.ts';
import { statsRoutes } from './stats.ts';
import { subscriptionRoutes } from './subscriptions.ts';
import { uploadRoutes } from './uploads.ts';
import { userAdminRoutes } from './user-admin.ts';
import { userRoutes } from './users.ts';
import { webhookRoutes } from './webhooks.ts';

/**
 * Every group of routes, one line each. Order matters: `/users/me` before `/users/{id}`, and specific paths before the
 * lists' catch-all `/app/{list}`.
 */
export const ROUTE_GROUPS: ((app: App, ctx: ServerContext) => void)[] = [
  healthRoutes,
  authRoutes,
  accountRoutes,
  // Before `/users/{id}`: `/users/api-keys` is no account id.
  apiKeyRoutes,
  userRoutes,
  userAdminRoutes,
  subscriptionRoutes,
  calendarRoutes,
  notificationRoutes,
  statsRoutes,
  auditRoutes,
  uploadRoutes,
  boardRoutes,
  chatRoutes,
  searchRoutes,
  invoicePdfRoutes,
  webhookRoutes,
  // Before the lists' (and the invoices' `/app/invoices/{id}`): `/app/jobs/{id}` is no row of a list, and
  // `/app/<list>/import` and `/export` are no row ids.
  jobAndTransferRoutes,
  // Before the lists': an invoice's reads mark the overdue ones first, and its one-row read carries its payments.
  invoiceRoutes,
  listRoutesGroup,
];
