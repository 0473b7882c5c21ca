import { bigint, boolean, doublePrecision, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { USER_STATUSES } from '../../src/schemas/account.ts';

export const users = pgTable('users', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  email: text('email').notNull(),
  username: text('username').notNull(),
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** A role of src/contract/permissions.ts (a foreign key to `roles`, which the server fills from that table). */
  role: text('role').notNull().default('viewer'),
  /** The API's `preferences` object; null until the account first saves its profile. */
  preferences: jsonb('preferences'),
  /** `active` or `deactivated`: a deactivated account cannot sign in and its sessions answer 401. */
  status: text('status', { enum: USER_STATUSES }).notNull().default('active'),
  lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
});

/** The roles accounts may have: a copy of the role table's keys, refreshed at every start. */
export const roles = pgTable('roles', { name: text('name').primaryKey() });

/** Invitations to register with a role; the token itself is never stored, only its SHA-256. */
export const invites = pgTable('invites', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  email: text('email').notNull(),
  role: text('role').notNull(),
  tokenHash: text('token_hash').notNull(),
  invitedBy: integer('invited_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  acceptedAt: timestamp('accepted_at', { withTimezone: true }),
});

export const sessions = pgTable('sessions', {
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const passwordResetTokens = pgTable('password_reset_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const calendarEvents = pgTable('calendar_events', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  title: text('title').notNull(),
  start: text('start').notNull(),
  end: text('end'),
  allDay: boolean('all_day').notNull(),
  className: text('class_name').notNull(),
  url: text('url'),
  /** Raised by a trigger on every update (migration 0007_row_versions). */
  version: integer('version').notNull().default(1),
});

export const listStats = pgTable(
  'list_stats',
  {
    list: text('list').notNull(),
    field: text('field').notNull(),
    value: text('value').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.list, t.field, t.value] })],
);

export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});

export const notifications = pgTable('notifications', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  userId: integer('user_id').notNull(),
  kind: text('kind').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  read: boolean('read').notNull().default(false),
  /** The list and row the notification is about (null: written before notifications had links). */
  resource: text('resource'),
  rowId: integer('row_id'),
});

export const subscriptions = pgTable('subscriptions', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  list: text('list').notNull(),
  email: text('email').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Orders per day and status (count and amount), kept by triggers on list_order (migration 0008). */
export const orderDaily = pgTable('order_daily', {
  day: text('day').notNull(),
  status: text('status').notNull(),
  n: integer('n').notNull(),
  amount: doublePrecision('amount').notNull(),
});

/** Expenses per day and item, kept by triggers on list_expense (migration 0008). */
export const expenseDaily = pgTable('expense_daily', {
  day: text('day').notNull(),
  item: text('item').notNull(),
  n: integer('n').notNull(),
  amount: doublePrecision('amount').notNull(),
});

/** The audit trail (migration 0006): appended in each change's transaction, never updated or deleted. */
export const auditLog = pgTable('audit_log', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  actorId: integer('actor_id'),
  actorEmail: text('actor_email'),
  action: text('action').notNull(),
  resource: text('resource').notNull(),
  recordId: integer('record_id'),
  changes: jsonb('changes').notNull().default([]),
  /** The account that owns the record (a row of an owned list): only it reads the entry. */
  ownerId: integer('owner_id'),
  /** The API key the actor acted with, and its name then; null for a session's act. */
  apiKeyId: integer('api_key_id'),
  apiKeyName: text('api_key_name'),
});

/** Scoped API keys (migration 0031, docs/api-keys.md): only the secret's digest is kept. */
export const apiKeys = pgTable('api_keys', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  userId: integer('user_id').notNull(),
  name: text('name').notNull(),
  prefix: text('prefix').notNull(),
  secretHash: text('secret_hash').notNull(),
  permissions: jsonb('permissions').$type<string[]>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  lastUsedIp: text('last_used_ip'),
});
