import { bigint, bigserial, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ExportFormat } from '../../src/contract/jobs.ts';
import type { FailureReason } from '../../src/contract/import-failure.ts';

/** A background job (migrations 0029, 0035): its owner, state, checkpoint and counts; an export's query. */
export const jobs = pgTable('jobs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  accountId: integer('account_id').notNull(),
  kind: text('kind').notNull().$type<'import' | 'export'>(),
  list: text('list').notNull(),
  status: text('status').notNull().$type<JobStatus>().default('queued'),
  fileName: text('file_name').notNull().default(''),
  mapping: jsonb('mapping').$type<Record<string, string>>(),
  totalRows: integer('total_rows'),
  checkpoint: integer('checkpoint').notNull().default(0),
  added: integer('added').notNull().default(0),
  updated: integer('updated').notNull().default(0),
  unchanged: integer('unchanged').notNull().default(0),
  failed: integer('failed').notNull().default(0),
  error: text('error'),
  /** What an export was asked: its format and the list call's parameters (`q`, `sort`, filters). */
  query: jsonb('query').$type<ExportQuery>(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

export type JobStatus = 'queued' | 'running' | 'done' | 'failed' | 'cancelled';

/** One refused cell or row of an import, for its failures' report. */
export const jobFailures = pgTable('job_failures', {
  jobId: bigint('job_id', { mode: 'number' }).notNull(),
  rowNumber: integer('row_number').notNull(),
  columnName: text('column_name').notNull(),
  value: text('value').notNull(),
  message: text('message').notNull(),
  /** Why, for the report in the reader's language (null for a database's own refusal, whose message is kept). */
  reason: jsonb('reason').$type<FailureReason>(),
});

/** An export job's request, kept with it (`jobs.query`). */
export interface ExportQuery {
  format: ExportFormat;
  params: Record<string, string>;
}
