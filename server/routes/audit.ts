import { and, count, desc, eq, gte, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { AUDIT_ROUTES, parseAuditQuery, type AuditQuery } from '../../src/contract/audit.ts';
import type { AuditAction, AuditChange, AuditEntry } from '../../src/schemas/audit.ts';
import { auditLog } from '../db/tables.ts';
import { MEMBER_LISTS, memberOf } from '../lists/membership.ts';
import { errorResponse, on, type App, type ServerContext } from './kit.ts';

/** `%`, `_` and `\` of the user's text match themselves in LIKE. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/**
 * The entries `caller` may read: those of owned rows only when it owns them (server/lists/ownership.ts), those of rows
 * with members only while it is one of them (server/lists/membership.ts: a deleted row has none, so nobody reads its).
 */
function whereOf(query: AuditQuery, caller: number): SQL | undefined {
  const conditions: SQL[] = [or(isNull(auditLog.ownerId), eq(auditLog.ownerId, caller))!];
  for (const name of MEMBER_LISTS) {
    conditions.push(or(ne(auditLog.resource, name), memberOf(name, caller, auditLog.recordId))!);
  }
  if (query.actor) conditions.push(sql`lower(${auditLog.actorEmail}) like '%' || ${likeEscape(query.actor)} || '%'`);
  if (query.resource) conditions.push(eq(auditLog.resource, query.resource));
  if (query.recordId !== undefined) conditions.push(eq(auditLog.recordId, query.recordId));
  if (query.action) conditions.push(eq(auditLog.action, query.action));
  if (query.from) conditions.push(gte(auditLog.at, new Date(query.from)));
  if (query.to) conditions.push(lt(auditLog.at, new Date(query.to)));
  return and(...conditions);
}

type AuditRow = typeof auditLog.$inferSelect;

const toEntry = (row: AuditRow): AuditEntry => ({
  id: row.id,
  at: row.at.toISOString(),
  actorId: row.actorId,
  actorEmail: row.actorEmail,
  action: row.action as AuditAction,
  resource: row.resource,
  recordId: row.recordId,
  changes: row.changes as AuditChange[],
  ...(row.apiKeyId === null ? {} : { apiKeyId: row.apiKeyId }),
  ...(row.apiKeyName === null ? {} : { apiKeyName: row.apiKeyName }),
});

/** GET /app/audit (`audit.read`, checked by the route kit): one page of the trail, newest first. The trail has no route that changes it. */
export function auditRoutes(app: App, ctx: ServerContext): void {
  const { db } = ctx;

  on(app, ctx, AUDIT_ROUTES.listAudit, async (c) => {
    const parsed = parseAuditQuery(new URL(c.req.url).searchParams);
    if (!parsed.ok) return errorResponse(c, 400, parsed.message);
    const { query } = parsed;
    const where = whereOf(query, c.get('userId'));
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(auditLog)
        .where(where)
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      db.select({ n: count() }).from(auditLog).where(where),
    ]);
    return c.json({ items: rows.map(toEntry), total: total?.n ?? 0 });
  });
}
