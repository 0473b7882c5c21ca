import { eq } from 'drizzle-orm';
import { ABSENT_LIST_ROUTE, listRoutes, nextIdRoute } from '../../src/contract/routes.ts';
import { claimCode, issueCode } from '../lists/code-sequence.ts';
import {
  createdStatus,
  endDateField,
  generatedCode,
  historyDateField,
  LIST_NAMES,
  LIST_SCHEMAS,
  type ListName,
} from '../../src/resources/index.ts';
import { takenReference } from '../lists/references.ts';
import { MESSAGES } from '../../src/contract/messages.ts';
import { fieldKinds } from '../../src/contract/field-kinds.ts';
import { inputSchema, updateSchema } from '../../src/schemas/index.ts';
import { listTable } from '../db/list-tables.ts';
import { rowColumns, selectPageJson, selectRows, type DateRange, type EndRange } from '../lists/list-queries.ts';
import {
  END_FILTER_MESSAGE,
  HISTORY_RANGE_MESSAGE,
  parseEndFilter,
  parseHistoryRange,
  parseListQuery,
} from '../../src/contract/list-query.ts';
import type { Context } from 'hono';
import { diffFields } from '../audit/record.ts';
import { errorResponse, idParam, on, readBody, type App, type AppEnv, type ServerContext } from './kit.ts';
import { conflictOrMissing, whereVersion, withEtag } from './versions.ts';
import { publishChange } from '../live/changes.ts';
import { cascadingRows, publishTakenAlong, referenceRefusal, takenAlongChange } from '../lists/referencing.ts';
import { listMove } from './list-move.ts';
import { ownRow, withOwner, writtenOwner } from '../lists/ownership.ts';
import { planChildren, splitChildren } from '../../src/contract/children.ts';
import { ifMatchHolds, parseIfMatch } from '../../src/contract/versions.ts';
import { readChildren, replaceChildren, withChildren, writeChildren } from '../lists/children.ts';
import { membersOfRow } from '../lists/membership.ts';
import { authoredBy } from '../lists/author.ts';
import { keptAuthor } from '../../src/contract/author.ts';
import { isEditable, withComputed } from '../../src/contract/computed.ts';
import { computedOf } from '../../src/resources/index.ts';
import { listSend } from './list-send.ts';

/** The `from`/`to` range of a list the dashboards' history reads (orders, expenses); undefined when absent. */
function historyRange(name: ListName, params: URLSearchParams): DateRange | undefined | 'bad' {
  const field = historyDateField(name);
  const range = field ? parseHistoryRange(params) : undefined;
  return range && range !== 'bad' ? { field: field!, ...range } : range;
}

/** The end-date filters of a list with an `endDate` (`endFrom`/`endTo`, `activeOn`); undefined when absent. */
function endRange(name: ListName, params: URLSearchParams): EndRange | undefined | 'bad' {
  const field = endDateField(name);
  const filter = field ? parseEndFilter(params) : undefined;
  return filter && filter !== 'bad' ? { field: field!, ...filter } : filter;
}

/** `GET /app/<list>/next-id` of a list with generated references (not audited: it moves the list's sequence only). */
function nextId(app: App, ctx: ServerContext, name: ListName): void {
  const def = nextIdRoute(name);
  const reference = generatedCode(name);
  if (!def || !reference) return;
  on(app, ctx, def, async (c) => c.json({ field: reference.field, value: await issueCode(ctx.db, name) }));
}

/** Turns a write a declared reference's foreign key refused into its 400; any other failure goes on to app.ts. */
const refusal =
  ({ db }: ServerContext, name: ListName) =>
  (c: Context<AppEnv>, written: Record<string, unknown> | undefined, stored: () => Promise<Record<string, unknown> | undefined>) =>
  async (error: unknown): Promise<Response> => {
    const message = await referenceRefusal(db, name, error, written, await stored());
    if (message === undefined) throw error;
    return errorResponse(c, 400, message);
  };

/** `GET /app/<list>`: a plain array, or `{ items, total }` with `page`; the rows without their children. */
function listRows(app: App, ctx: ServerContext, name: ListName): void {
  const fields = fieldKinds(LIST_SCHEMAS[name]);
  on(app, ctx, listRoutes(name).list, async (c) => {
    const params = new URL(c.req.url).searchParams;
    const parsed = parseListQuery(params, fields);
    if (!parsed.ok) return errorResponse(c, 400, parsed.message);
    const { query } = parsed;
    const range = historyRange(name, params);
    if (range === 'bad') return errorResponse(c, 400, HISTORY_RANGE_MESSAGE);
    const end = endRange(name, params);
    if (end === 'bad') return errorResponse(c, 400, END_FILTER_MESSAGE);
    const caller = c.get('userId');
    if (query.page === undefined) return c.json(await selectRows(ctx.db, name, caller, query, range, end));
    // The page's JSON text comes from the database as it is sent.
    const page = await selectPageJson(ctx.db, name, caller, { ...query, page: query.page }, range, end);
    return c.body(page, 200, { 'Content-Type': 'application/json' });
  });
}

/** GET (plain array, or `{ items, total }` with `page`), POST, PUT and DELETE of one list; a row's children with it. */
function oneList(app: App, ctx: ServerContext, name: ListName): void {
  const { db } = ctx;
  const routes = listRoutes(name);
  const table = listTable(name);
  // Every answer with rows carries each row's version.
  const columns = { ...rowColumns(name), version: table.version };
  // A row of another account's, in an owned list, is not found by any of these reads and writes; its children are
  // read through it only.
  const current = async (id: number, caller: number) =>
    withChildren(
      db,
      name,
      (
        await db
          .select(columns)
          .from(table)
          .where(ownRow(name, eq(table.id, id), caller))
      )[0],
    );
  const notFound = (c: Parameters<typeof errorResponse>[0]) => errorResponse(c, 404, `No ${name} row with that id`);
  const ownerId = (c: Context<AppEnv>) => writtenOwner(name, c.get('userId'));
  const entry = (c: Context<AppEnv>, action: 'create' | 'update' | 'delete', recordId: number) => ({
    actorId: c.get('userId'),
    action,
    resource: name,
    recordId,
    ownerId: ownerId(c),
  });

  const refused = refusal(ctx, name);
  listRows(app, ctx, name);

  on(app, ctx, routes.get, async (c) => {
    const id = idParam(c);
    const row = id === null ? undefined : await current(id, c.get('userId'));
    return row ? withEtag(c, row) : notFound(c);
  });

  on(app, ctx, routes.create, async (c) => {
    const body = await readBody(c, inputSchema(name));
    if (!body.ok) return body.response;
    const { fields, given } = splitChildren(name, body.value);
    const plan = planChildren(given, {});
    if (!plan.ok) return errorResponse(c, 400, plan.message);
    const owned = withComputed(name, withOwner(name, fields, c.get('userId')), given, undefined);
    const values = await authoredBy(db, name, owned, c.get('userId'));
    const created = await db
      .transaction(async (tx) => {
        const taken = await takenReference(tx, name, values, null);
        if (taken !== undefined) return { taken };
        await claimCode(tx, name, values);
        const [inserted] = await tx.insert(table).values(values).returning(columns);
        // The parent and its children are one write, with one audit entry naming both.
        const rowId = Number((inserted as Record<string, unknown>).id);
        const row = { ...inserted!, ...(await writeChildren(tx, name, rowId, plan.plans, {})) };
        await ctx.audit(tx, { ...entry(c, 'create', rowId), changes: diffFields(null, row) });
        return row;
      })
      .catch(refused(c, values, () => Promise.resolve(undefined)));
    if (created instanceof Response) return created;
    if ('taken' in created) return errorResponse(c, 409, MESSAGES.referenceTaken(String(created.taken)));
    const rowId = Number((created as Record<string, unknown>).id);
    await publishChange(db, { userId: c.get('userId'), resource: name, action: 'create', rowId, version: 1, ownerId: ownerId(c) });
    return withEtag(c, created, createdStatus(name));
  });

  on(app, ctx, routes.update, async (c) => {
    const id = idParam(c);
    const caller = c.get('userId');
    const [existing] =
      id === null
        ? []
        : await db
            .select({ id: table.id })
            .from(table)
            .where(ownRow(name, eq(table.id, id), caller));
    if (!existing) return notFound(c);
    const body = await readBody(c, updateSchema(name));
    if (!body.ok) return body.response;
    if (body.value.id !== id) return errorResponse(c, 400, 'Invalid input: id: does not match the path');
    const { fields, given } = splitChildren(name, body.value);
    const values = withOwner(name, fields, caller);
    const outcome = await db
      .transaction(async (tx) => {
        // The row as it was, locked until the change and its audit entry are committed together.
        const [before] = await tx
          .select(columns)
          .from(table)
          .where(ownRow(name, eq(table.id, id), caller))
          .for('update');
        if (!before) return { before };
        const taken = await takenReference(tx, name, values, id);
        if (taken !== undefined) return { before, taken };
        await claimCode(tx, name, values);
        // The row is locked: its version is checked now, as the children are written before it (the entry names their ids).
        if (!ifMatchHolds(parseIfMatch(c.req.header('If-Match')), before.version)) return { before: await withChildren(tx, name, before) };
        if (!isEditable(name, before)) return { before, locked: true };
        const children = await replaceChildren(tx, name, id, given);
        if ('refused' in children) return { before, refused: children.refused };
        const kept = withComputed(name, keptAuthor(name, values, before), { ...children.before, ...children.after }, before);
        // After the update the row is `before` with the body's fields and children (and the next version, not audited).
        const changes = diffFields({ ...before, ...children.before }, { ...before, ...kept, ...children.after });
        const write = tx
          .update(table)
          .set(kept)
          .where(ownRow(name, whereVersion(c, table.id, table.version, id), caller))
          .returning(columns);
        const [after] = (await ctx.writeAudited(tx, write, { ...entry(c, 'update', id), changes })) as (typeof before)[];
        return { before, after: after && { ...after, ...children.after } };
      })
      .catch(refused(c, values, () => current(id, caller)));
    if (outcome instanceof Response) return outcome;
    if ('taken' in outcome) return errorResponse(c, 409, MESSAGES.referenceTaken(String(outcome.taken)));
    if ('locked' in outcome) return errorResponse(c, 409, MESSAGES.notDraft);
    if (outcome.refused !== undefined) return errorResponse(c, 400, outcome.refused);
    if (!outcome.after) return conflictOrMissing(c, outcome.before, () => notFound(c));
    const version = outcome.after.version;
    await publishChange(db, { userId: c.get('userId'), resource: name, action: 'update', rowId: id, version, ownerId: ownerId(c) });
    return withEtag(c, outcome.after);
  });

  removeRow(app, ctx, name, { columns, current, notFound, entry, refused, ownerId });
}

/** What oneList's routes share that the delete uses. */
interface RowRoutes {
  columns: ReturnType<typeof rowColumns> & { version: ReturnType<typeof listTable>['version'] };
  current: (id: number, caller: number) => Promise<(Record<string, unknown> & { version: number }) | undefined>;
  notFound: (c: Context<AppEnv>) => Response;
  entry: (c: Context<AppEnv>, action: 'delete', recordId: number) => Parameters<ServerContext['audit']>[1] & object;
  refused: ReturnType<typeof refusal>;
  ownerId: (c: Context<AppEnv>) => number | null;
}

/** `DELETE /app/<list>/{id}`: the row, its children and the rows a cascade takes along, each audited and announced. */
function removeRow(app: App, ctx: ServerContext, name: ListName, { columns, current, notFound, entry, refused, ownerId }: RowRoutes): void {
  const { db } = ctx;
  const routes = listRoutes(name);
  const table = listTable(name);
  on(app, ctx, routes.remove, async (c) => {
    const id = idParam(c);
    if (id === null) return notFound(c);
    const caller = c.get('userId');
    const outcome = await db
      .transaction(async (tx) => {
        if (computedOf(name)?.editable) {
          // Locked so that a send cannot pass between the check and the delete.
          const [stored] = await tx
            .select(columns)
            .from(table)
            .where(ownRow(name, eq(table.id, id), caller))
            .for('update');
          if (stored && !isEditable(name, stored)) return { cascaded: [], locked: true };
        }
        const cascading = await cascadingRows(tx, name, id);
        // Read before the delete takes them (on delete cascade): the entry names them.
        const children = await readChildren(tx, name, id);
        const [row] = await tx
          .delete(table)
          .where(ownRow(name, whereVersion(c, table.id, table.version, id), caller))
          .returning(columns);
        if (!row) return { cascaded: [] };
        await ctx.audit(tx, { ...entry(c, 'delete', id), changes: diffFields({ ...row, ...children }, null) });
        for (const along of cascading) {
          const { action, changes } = takenAlongChange(along);
          await ctx.audit(tx, { actorId: caller, action, resource: along.list, recordId: along.row.id, changes });
        }
        return { row, cascaded: cascading };
      })
      .catch(refused(c, undefined, () => current(id, caller)));
    if (outcome instanceof Response) return outcome;
    if ('locked' in outcome) return errorResponse(c, 409, MESSAGES.notDraft);
    if (!outcome.row) return conflictOrMissing(c, await current(id, caller), () => notFound(c));
    const memberIds = membersOfRow(name, outcome.row);
    await publishChange(db, { userId: c.get('userId'), resource: name, action: 'delete', rowId: id, ownerId: ownerId(c), memberIds });
    await publishTakenAlong(db, caller, outcome.cascaded);
    return c.json({ id });
  });
}

/** Every list of the contract, then any other name: 404 `No Data Found` (a 401 would sign the person out). */
export function listRoutesGroup(app: App, ctx: ServerContext): void {
  for (const name of LIST_NAMES) {
    nextId(app, ctx, name);
    listMove(app, ctx, name);
    listSend(app, ctx, name);
    oneList(app, ctx, name);
  }
  on(app, ctx, ABSENT_LIST_ROUTE, (c) => errorResponse(c, 404, MESSAGES.noDataFound));
}
