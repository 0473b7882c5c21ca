import type { HttpHandler } from 'msw';
import { FakeAccounts } from '../accounts.ts';
import { FakeDb, type FakeDbOptions } from '../db.ts';
import { FakeNotifications } from '../notifications.ts';
import { FakeAudit } from '../audit.ts';
import { FakeApiKeys } from '../api-keys.ts';
import { apiKeyHandlers } from './api-keys.ts';
import { auditHandlers } from './audit.ts';
import { FakeResetTokens } from '../reset-tokens.ts';
import { FakeSessions } from '../sessions.ts';
import type { DemoMail } from '../demo-mail.ts';
import { FAKE_LATENCY_MS } from '../start/settings.ts';
import { calendarHandlers } from './calendar.ts';
import { listHandlerGroups } from './lists.ts';
import { notificationHandlers } from './notifications.ts';
import { userHandlers } from './users.ts';
import { subscriptionHandlers } from './subscriptions.ts';
import { accountHandlers } from './account.ts';
import { statsHandlers } from './stats.ts';
import { healthHandlers } from './health.ts';
import { liveHandlers } from './live.ts';
import { FakeLive } from '../live.ts';
import { defaultFakeFiles, type FakeFileStore } from '../files.ts';
import { uploadHandlers } from './uploads.ts';
import { chatHandlers } from './chat.ts';
import { invoiceHandlers } from './invoice-payments.ts';
import { EXPORT_JOB_THRESHOLD } from '../../contract/jobs.ts';
import { indexedDbImportFiles, useImportFiles } from './import-files.ts';
import { takeUpImports } from './import-take-up.ts';
import { onDemand, withoutStackTraces, type HandlerGroup } from './on-demand-routes.ts';
import { BOARD_ROUTES } from '../../contract/boards.ts';
import { SEARCH_ROUTES } from '../../contract/search.ts';
import { INVOICE_PDF_ROUTE } from '../../contract/invoice-pdf.ts';
import { JOB_ROUTES, transferRoutes } from '../../contract/jobs.ts';
import { WEBHOOK_ROUTES } from '../../contract/webhooks.ts';
import { LIST_NAMES } from '../../resources/index.ts';

export interface FakeBackendOptions extends FakeDbOptions {
  baseUrl: string;
  /** Defaults to the build's latency (500 ms unless PUBLIC_FAKE_LATENCY_MS); the browser passes its override when set; unit tests pass 0. */
  delayMs?: number;
  /** Receives each e-mail the backend sends (default: dropped). */
  onMail?: (mail: DemoMail) => void;
  /** The clock of the reset tokens' expiry (tests move it). */
  now?: () => number;
  /** Where uploaded images are kept: IndexedDB when the runtime has it, else memory. */
  files?: FakeFileStore;
  /**
   * The IndexedDB database where an import's file is kept until its job ends, so that another tab can take the job up
   * (the browser's); without it, memory.
   */
  importFilesDb?: string;
  /** An export of more rows is answered 202 and written by a job (EXPORT_JOB_THRESHOLD unless given; tests lower it). */
  exportJobThreshold?: number;
}

/**
 * The fake backend's state, and its handlers as groups to build in order (each list is one group). The browser builds
 * them a few at a time, yielding to the page between them: built at once they were one task of about 100 ms on a
 * throttled phone, as the page starts.
 */
export function fakeBackendParts(options: FakeBackendOptions): {
  handlerGroups: HandlerGroup[];
  db: FakeDb;
  sessions: FakeSessions;
  /** Takes up the import jobs whose tab closed mid-way (import-take-up.ts): called once the stored state is loaded. */
  takeUpJobs: () => Promise<void>;
  /** Puts the sample data back, and removes the export files of the jobs that emptied. */
  reset: () => Promise<void>;
  exportJobs: { threshold: number };
} {
  const db = new FakeDb(options);
  if (options.importFilesDb) useImportFiles(db, indexedDbImportFiles(options.importFilesDb));
  const sessions = new FakeSessions(db);
  const notifications = new FakeNotifications(db);
  const audit = new FakeAudit(db);
  const accounts = new FakeAccounts(db);
  const ctx = {
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    delayMs: options.delayMs ?? FAKE_LATENCY_MS,
    db,
    sessions,
    notifications,
    audit,
    accounts,
    live: new FakeLive(db),
    resetTokens: new FakeResetTokens(db, options.now),
    mail: options.onMail ?? (() => undefined),
    files: options.files ?? defaultFakeFiles(),
    apiKeys: new FakeApiKeys(db, options.now),
    exportJobs: { threshold: options.exportJobThreshold ?? EXPORT_JOB_THRESHOLD },
  };
  // Order matters: /users/me before /users/{id}, /app/calendar and /app/notifications before the lists' catch-all /app/{list}.
  // The import and export routes of every list, and the jobs', are answered by one module's handlers.
  const jobs = onDemand(ctx, () => import('./on-demand/jobs.ts').then((m) => m.jobAndTransferHandlers));
  const handlerGroups: HandlerGroup[] = [
    // One group per family, so that the start can yield between them (each is a few milliseconds on a desktop).
    () => healthHandlers(ctx),
    () => accountHandlers(ctx),
    // Before /users/{id}: /users/api-keys is no account id.
    () => apiKeyHandlers(ctx),
    () => userHandlers(ctx),
    () => subscriptionHandlers(ctx),
    () => calendarHandlers(ctx),
    () => notificationHandlers(ctx),
    () => liveHandlers(ctx),
    () => auditHandlers(ctx),
    () => uploadHandlers(ctx),
    () => onDemand(ctx, () => import('./on-demand/boards.ts').then((m) => m.boardHandlers))(Object.values(BOARD_ROUTES)),
    () => chatHandlers(ctx),
    () => statsHandlers(ctx),
    () => onDemand(ctx, () => import('./on-demand/search.ts').then((m) => m.searchHandlers))(Object.values(SEARCH_ROUTES)),
    () => onDemand(ctx, () => import('./on-demand/invoice-pdf.ts').then((m) => m.invoicePdfHandlers))([INVOICE_PDF_ROUTE]),
    // Before the invoices' and the lists' `/app/<list>/{id}`: `import` and `export` are no row ids.
    () => jobs(Object.values(JOB_ROUTES)),
    ...LIST_NAMES.map((name) => () => jobs(Object.values(transferRoutes(name)))),
    () => onDemand(ctx, () => import('./on-demand/webhooks.ts').then((m) => m.webhookHandlers))(Object.values(WEBHOOK_ROUTES)),
    // Before the lists': an invoice's reads mark the overdue ones first, and its one-row read carries its payments.
    () => invoiceHandlers(ctx),
    ...listHandlerGroups(ctx),
  ];
  return {
    handlerGroups: handlerGroups.map(withoutStackTraces),
    db,
    sessions,
    takeUpJobs: () => takeUpImports(ctx),
    reset: async () => {
      await db.reset();
      // The sample data is back whatever becomes of the files: one left behind costs room only.
      await import('./on-demand/export-run.ts').then((m) => m.sweepExportFiles(db, ctx.files)).catch(() => undefined);
    },
    exportJobs: ctx.exportJobs,
  };
}

/** Every handler of the fake backend with its own state. The browser worker and msw/node both use this. */
export function createFakeBackend(options: FakeBackendOptions): {
  handlers: HttpHandler[];
  db: FakeDb;
  sessions: FakeSessions;
  reset: () => Promise<void>;
  exportJobs: { threshold: number };
} {
  const { handlerGroups, db, sessions, reset, exportJobs } = fakeBackendParts(options);
  return { handlers: handlerGroups.flatMap((group) => group()), db, sessions, reset, exportJobs };
}
