import { readFileSync } from 'node:fs';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod/mini';
import type { Role } from '../../src/contract/permissions.ts';
import { DEMO_ACCOUNTS, type DemoAccount } from '../../src/resources/samples/demo-accounts.ts';
import { eventsForCurrentMonth } from '../../src/resources/samples/calendar-dates.ts';
import { calendarEventsSchema, rowSchema } from '../../src/schemas/index.ts';
import { notificationSampleSchema, type NotificationSample } from '../../src/schemas/notification-samples.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { Db } from './connect.ts';
import { listTableName } from './list-columns.ts';
import { syncCodeSequenceSql } from './code-sequences.ts';
import { childTable, childTableName, listTable, type ChildTable } from './list-tables.ts';
import { calendarEvents, notifications, seedRuns, users } from './tables.ts';
import { childrenOf, LIST_NAMES, type ListName } from '../../src/resources/index.ts';
import { insertCompanyLedger, insertCompanyRows } from './seed-company.ts';
import { insertSamplePayments, invoicePayments } from '../lists/invoice-ledger.ts';

const DATA_DIR = new URL('../../src/content/data/', import.meta.url);

function sampleFile<T>(file: string, schema: z.ZodMiniType<T>): T {
  return schema.parse(JSON.parse(readFileSync(new URL(`${file}.json`, DATA_DIR), 'utf8')));
}

/** After rows were inserted with their own ids, the next generated id must follow the highest one. */
export async function syncIdSequence(db: Db, table: string): Promise<void> {
  await db.execute(
    sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`),
  );
}

/**
 * The children of the sample rows of list `name` (a list declaring `children`), with their ids when the file gives them
 * (the fake backend answers those), in each row's order, in their tables.
 */
async function insertSampleChildren(db: Db, name: ListName, rows: readonly Record<string, unknown>[]): Promise<void> {
  for (const child of childrenOf(name)) {
    const values = rows.flatMap((row) =>
      ((row[child.name] ?? []) as Record<string, unknown>[]).map((fields, position) => ({
        ...fields,
        parentId: row.id as number,
        position,
      })),
    );
    if (!values.length) continue;
    await db.insert(childTable(child)).values(values as ChildTable['$inferInsert'][]);
    await syncIdSequence(db, childTableName(child));
  }
}

async function insertSampleList(db: Db, name: ListName, company: boolean): Promise<void> {
  const rows = sampleFile(name, z.array(rowSchema(name))) as Record<string, unknown>[];
  const childNames = childrenOf(name).map((c) => c.name);
  const fields = rows.map((row) => Object.fromEntries(Object.entries(row).filter(([key]) => !childNames.includes(key))));
  if (rows.length) await db.insert(listTable(name)).values(fields);
  await insertSampleChildren(db, name, rows);
  if (company && (await insertCompanyRows(db, name))) {
    for (const child of childrenOf(name)) await syncIdSequence(db, childTableName(child));
  }
  await syncIdSequence(db, listTableName(name));
  const codes = syncCodeSequenceSql(name);
  if (codes) await db.execute(sql.raw(codes));
}

/** Claims the one-time seed `name`: true the first time, false ever after. */
async function claimSeed(db: Db, name: string): Promise<boolean> {
  return (await db.insert(seedRuns).values({ name }).onConflictDoNothing().returning()).length > 0;
}

async function tableIsEmpty(db: Db, table: PgTable): Promise<boolean> {
  return (
    (
      await db
        .select({ one: sql`1` })
        .from(table)
        .limit(1)
    ).length === 0
  );
}

/**
 * The sample rows of src/content/data, once per list and database: each run is recorded in `seed_runs`, so restarting
 * never brings back a row someone deleted, and a list added later (a new migration) gets its rows on the next start.
 * A table that already has rows (seeded before runs were kept per list) is left alone. The calendar's sample events
 * are moved to the current month, as the fake backend shows them. With `company` (the default) each list of the sample
 * company gets its generated rows as of today after its sample rows (server/db/seed-company.ts).
 */
export async function seedSampleData(db: Db, { company = true }: { company?: boolean } = {}): Promise<boolean> {
  return db.transaction(async (tx) => {
    const seededLists = new Set<ListName>();
    for (const name of LIST_NAMES) {
      if (!(await claimSeed(tx, `sample-data:${name}`)) || !(await tableIsEmpty(tx, listTable(name)))) continue;
      await insertSampleList(tx, name, company);
      seededLists.add(name);
    }
    let seeded = seededLists.size > 0;
    // The sample invoices' payments: a table of their own (server/lists/invoice-ledger.ts), once like the lists'; and
    // the generated invoices' payments and voids when their invoices were seeded now.
    if ((await claimSeed(tx, 'sample-data:invoice-payments')) && (await tableIsEmpty(tx, invoicePayments))) {
      await insertSamplePayments(tx);
      if (company && seededLists.has('invoices')) await insertCompanyLedger(tx);
      await syncIdSequence(tx, 'invoice_payments');
      seeded = true;
    }
    if ((await claimSeed(tx, 'sample-data:calendar')) && (await tableIsEmpty(tx, calendarEvents))) {
      const events = eventsForCurrentMonth(sampleFile('calendar', calendarEventsSchema));
      await tx.insert(calendarEvents).values(events.map((e) => ({ ...e, end: e.end ?? null, url: e.url ?? null })));
      await syncIdSequence(tx, 'calendar_events');
      seeded = true;
    }
    return seeded;
  });
}

/**
 * The demo accounts of the template, one per role (admin@, editor@ and viewer@stride.dev), each with the sample
 * notifications dated relative to now, each linked to its sample row; only when asked for (SEED_DEMO=1): a real
 * deployment has no account with a published password. An account already there is left as it is, but for the
 * links its sample notifications lacked before notifications had them. Answers how many accounts were added.
 */
export async function seedDemoAccounts(db: Db): Promise<number> {
  const samples = sampleFile('notifications', z.array(notificationSampleSchema));
  let added = 0;
  for (const [role, account] of Object.entries(DEMO_ACCOUNTS) as [Role, DemoAccount][]) {
    if (await seedDemoAccount(db, role, account, samples)) added += 1;
  }
  await linkSampleNotifications(db, samples);
  return added;
}

async function seedDemoAccount(db: Db, role: Role, account: DemoAccount, samples: NotificationSample[]): Promise<boolean> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, account.email));
  if (existing) return false;
  const { email, username, firstName, lastName, password } = account;
  const [user] = await db
    .insert(users)
    .values({ email, username, firstName, lastName, role, passwordHash: await hashPassword(password) })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (!user) return false;
  const now = Date.now();
  await db.insert(notifications).values(
    samples.map((s) => ({
      userId: user.id,
      kind: s.kind,
      read: s.read,
      createdAt: new Date(now - s.minutesAgo * 60_000),
      resource: s.resource,
      rowId: s.rowId,
    })),
  );
  return true;
}

/** The demo accounts' sample notifications seeded without a link get their sample's (one sample per kind). */
async function linkSampleNotifications(db: Db, samples: NotificationSample[]): Promise<void> {
  const demoEmails = Object.values(DEMO_ACCOUNTS).map((a) => a.email);
  const demoUsers = db
    .select({ id: users.id })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, demoEmails));
  for (const s of samples) {
    await db
      .update(notifications)
      .set({ resource: s.resource, rowId: s.rowId })
      .where(and(isNull(notifications.resource), eq(notifications.kind, s.kind), inArray(notifications.userId, demoUsers)));
  }
}
