import { eq } from 'drizzle-orm';
import { ABSENT_LIST_ROUTE, HISTORY_DATE_FIELD, listRoutes } from '../../src/api/contract/routes.ts';
import { isIsoDate } from '../../src/stats/period.ts';
import { MESSAGES } from '../../src/api/messages.ts';
import { inputSchema, LIST_NAMES, rowSchema, type ListName } from '../../src/schemas/index.ts';
import { listTable } from '../db/list-tables.ts';
import { countRows, dateRange, rowColumns, selectRows } from '../lists/list-sql.ts';
import { parseListQuery } from '../../src/api/contract/list-query.ts';
import { listColumns } from '../db/list-columns.ts';
import { errorResponse, idParam, on, readBody, type App, type ServerContext } from './kit.ts';

/** The `from`/`to` range of a list the dashboards' history reads (orders, expenses); undefined when absent. */
function historyRange(name: ListName, from: string | undefined, to: string | undefined) {
  const field = HISTORY_DATE_FIELD[name];
  if (!field || (from === undefined && to === undefined)) return undefined;
  return isIsoDate(from) && isIsoDate(to) && from <= to ? dateRange(name, field, from, to) : 'bad';
}

/** GET (plain array, or `{ items, total }` with `page`), POST, PUT and DELETE of one list. */
function oneList(app: App, ctx: ServerContext, name: ListName): void {
  const { db } = ctx;
  const routes = listRoutes(name);
  const table = listTable(name);
  const columns = rowColumns(name);
  const fields = listColumns(name).map((column) => column.field);
  const notFound = (c: Parameters<typeof errorResponse>[0]) => errorResponse(c, 404, `No ${name} row with that id`);

  on(app, ctx, routes.list, async (c) => {
    const parsed = parseListQuery(new URL(c.req.url).searchParams, fields);
    if (!parsed.ok) return errorResponse(c, 400, parsed.message);
    const { query } = parsed;
    const range = historyRange(name, c.req.query('from'), c.req.query('to'));
    if (range === 'bad') return errorResponse(c, 400, 'from and to must both be dates YYYY-MM-DD, from not after to');
    if (query.page === undefined) return c.json(await selectRows(db, name, query, range));
    const [items, total] = await Promise.all([selectRows(db, name, query, range), countRows(db, name, query, range)]);
    return c.json({ items, total });
  });

  on(app, ctx, routes.create, async (c) => {
    const body = await readBody(c, inputSchema(name));
    if (!body.ok) return body.response;
    const [created] = await db.insert(table).values(body.value).returning(columns);
    return c.json(created);
  });

  on(app, ctx, routes.update, async (c) => {
    const id = idParam(c);
    const [existing] = id === null ? [] : await db.select({ id: table.id }).from(table).where(eq(table.id, id));
    if (!existing) return notFound(c);
    const body = await readBody(c, rowSchema(name));
    if (!body.ok) return body.response;
    if (body.value.id !== id) return errorResponse(c, 400, 'Invalid input: id: does not match the path');
    const [saved] = await db.update(table).set(body.value).where(eq(table.id, id)).returning(columns);
    return saved ? c.json(saved) : notFound(c);
  });

  on(app, ctx, routes.remove, async (c) => {
    const id = idParam(c);
    const deleted = id === null ? [] : await db.delete(table).where(eq(table.id, id)).returning({ id: table.id });
    return deleted.length ? c.json({ id }) : notFound(c);
  });
}

/** Every list of the contract, then any other name: 401 `No Data Found`, as the spec answers. */
export function listRoutesGroup(app: App, ctx: ServerContext): void {
  for (const name of LIST_NAMES) oneList(app, ctx, name);
  on(app, ctx, ABSENT_LIST_ROUTE, (c) => errorResponse(c, 401, MESSAGES.noDataFound));
}
