import { eq } from 'drizzle-orm';
import { ABSENT_LIST_ROUTE, listRoutes } from '../../src/api/contract/routes.ts';
import { MESSAGES } from '../../src/api/messages.ts';
import { inputSchema, LIST_NAMES, rowSchema, type ListName } from '../../src/schemas/index.ts';
import { listTable } from '../db/list-tables.ts';
import { countRows, rowColumns, selectRows } from '../lists/list-sql.ts';
import { parseListQuery } from '../../src/api/contract/list-query.ts';
import { listColumns } from '../db/list-columns.ts';
import { errorResponse, idParam, on, readBody, type App, type ServerContext } from './kit.ts';
import { conflictOrMissing, whereVersion, withEtag } from './versions.ts';
import { publishChange } from '../live/changes.ts';

/** GET (plain array, or `{ items, total }` with `page`), POST, PUT and DELETE of one list. */
function oneList(app: App, ctx: ServerContext, name: ListName): void {
  const { db } = ctx;
  const routes = listRoutes(name);
  const table = listTable(name);
  // Every answer with rows carries each row's version.
  const columns = { ...rowColumns(name), version: table.version };
  const current = async (id: number) => (await db.select(columns).from(table).where(eq(table.id, id)))[0];
  const fields = listColumns(name).map((column) => column.field);
  const notFound = (c: Parameters<typeof errorResponse>[0]) => errorResponse(c, 404, `No ${name} row with that id`);

  on(app, ctx, routes.list, async (c) => {
    const parsed = parseListQuery(new URL(c.req.url).searchParams, fields);
    if (!parsed.ok) return errorResponse(c, 400, parsed.message);
    const { query } = parsed;
    if (query.page === undefined) return c.json(await selectRows(db, name, query));
    const [items, total] = await Promise.all([selectRows(db, name, query), countRows(db, name, query)]);
    return c.json({ items, total });
  });

  on(app, ctx, routes.get, async (c) => {
    const id = idParam(c);
    const row = id === null ? undefined : await current(id);
    return row ? withEtag(c, row) : notFound(c);
  });

  on(app, ctx, routes.create, async (c) => {
    const body = await readBody(c, inputSchema(name));
    if (!body.ok) return body.response;
    const [created] = await db.insert(table).values(body.value).returning(columns);
    await publishChange(db, {
      userId: c.get('userId'),
      resource: name,
      action: 'create',
      rowId: Number((created as Record<string, unknown>).id),
      version: 1,
    });
    return withEtag(c, created!);
  });

  on(app, ctx, routes.update, async (c) => {
    const id = idParam(c);
    const [existing] = id === null ? [] : await db.select({ id: table.id }).from(table).where(eq(table.id, id));
    if (!existing) return notFound(c);
    const body = await readBody(c, rowSchema(name));
    if (!body.ok) return body.response;
    if (body.value.id !== id) return errorResponse(c, 400, 'Invalid input: id: does not match the path');
    const [saved] = await db
      .update(table)
      .set(body.value)
      .where(whereVersion(c, table.id, table.version, id))
      .returning(columns);
    if (!saved) return conflictOrMissing(c, await current(id), () => notFound(c));
    await publishChange(db, { userId: c.get('userId'), resource: name, action: 'update', rowId: id, version: saved.version });
    return withEtag(c, saved);
  });

  on(app, ctx, routes.remove, async (c) => {
    const id = idParam(c);
    if (id === null) return notFound(c);
    const deleted = await db
      .delete(table)
      .where(whereVersion(c, table.id, table.version, id))
      .returning({ id: table.id });
    if (!deleted.length) return conflictOrMissing(c, await current(id), () => notFound(c));
    await publishChange(db, { userId: c.get('userId'), resource: name, action: 'delete', rowId: id });
    return c.json({ id });
  });
}

/** Every list of the contract, then any other name: 401 `No Data Found`, as the spec answers. */
export function listRoutesGroup(app: App, ctx: ServerContext): void {
  for (const name of LIST_NAMES) oneList(app, ctx, name);
  on(app, ctx, ABSENT_LIST_ROUTE, (c) => errorResponse(c, 401, MESSAGES.noDataFound));
}
