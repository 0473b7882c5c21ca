import { HttpResponse, type HttpHandler } from 'msw';
import { MESSAGES } from '../../contract/messages.ts';
import { inputSchema, updateSchema } from '../../schemas/index.ts';
import {
  applyListQuery,
  END_FILTER_MESSAGE,
  endFilterMatches,
  HISTORY_RANGE_MESSAGE,
  parseEndFilter,
  parseHistoryRange,
  parseListQuery,
  type EndFilter,
  type ListQuery,
} from '../../contract/list-query.ts';
import { fieldKinds } from '../../contract/field-kinds.ts';
import { ABSENT_LIST_ROUTE, listRoutes, nextIdRoute } from '../../contract/routes.ts';
import { claimCode, issueCode } from '../codes.ts';
import {
  createdStatus,
  endDateField,
  generatedCode,
  historyDateField,
  LIST_NAMES,
  LIST_SCHEMAS,
  type ListName,
} from '../../resources/index.ts';
import { DEFAULT_SEED, MAX_SYNTHETIC_ROWS } from '../start/settings.ts';
import { syntheticRows } from '../synthetic.ts';
import { askBigList } from '../big-list/client.ts';
import type { AuditChange } from '../../schemas/audit.ts';
import type { SyntheticSet } from '../big-list/engine.ts';
import { ifMatchHolds, parseIfMatch } from '../../contract/versions.ts';
import { diffFields } from '../../contract/audit.ts';
import { callerOf, errorResponse, idParam, readBody, route, versionedResponse, type HandlerContext } from './kit.ts';
import { visibleRows, withOwner } from '../ownership.ts';
import { membersOfRow } from '../membership.ts';
import { keptAuthor, withAuthor } from '../../contract/author.ts';
import { deleteCascading, missingReference, stillReferenced } from './references.ts';
import { inKeyOrder, moveHandlers } from './list-move.ts';
import { withoutChildren, withWrittenChildren } from './children.ts';
import { rowsToRead, rowToRead } from './invoice-payments.ts';
import { isEditable, withComputed } from '../../contract/computed.ts';
import { sendHandlers } from './list-send.ts';
import { nextTask } from '../next-task.ts';

function rowsParam(url: URL): number | null | 'bad' {
  const raw = url.searchParams.get('rows');
  if (raw === null) return null;
  const rows = Number(raw);
  return Number.isInteger(rows) && rows >= 0 && rows <= MAX_SYNTHETIC_ROWS ? rows : 'bad';
}

/**
 * The last synthetic answer, serialised. A table asking again for the same 100,000 rows (a remount, a retry)
 * skips generating and stringifying some 25 MB; one entry only, so memory stays bounded.
 */
let lastSynthetic: { key: string; json: string } | undefined;
function syntheticJson(name: ListName, count: number, seed: number): string {
  const key = `${name}:${count}:${seed}`;
  if (lastSynthetic?.key !== key) lastSynthetic = { key, json: JSON.stringify(syntheticRows(name, count, seed)) };
  return lastSynthetic.json;
}

/** The synthetic set a call names with `?rows=N[&seed=S]`. */
function syntheticSet(name: ListName, url: URL, count: number): SyntheticSet {
  const seedParam = Number(url.searchParams.get('seed') ?? DEFAULT_SEED);
  return { name, count, seed: Number.isInteger(seedParam) ? seedParam : DEFAULT_SEED };
}

/** `from`/`to` of a dated list (its resource's `historyDate`): null when absent. */
function historyRange(name: ListName, url: URL): { from: string; to: string } | null | 'bad' {
  return (historyDateField(name) !== undefined && parseHistoryRange(url.searchParams)) || null;
}

/** The rows of a dated list (its resource's `historyDate`) from `range.from` to `range.to`, both included. */
/**
 * The rows a list read answers from: of the sample company's big lists, made first in slices (`FakeDb.warm`). The answer
 * (the query over them, the page's JSON) is made in the next task: reading the rows (the employees made, the invoices'
 * states from their payments) and answering were one task of 60 to 100 ms on a 4x slowed phone as the page started.
 */
async function rowsForListRead<N extends ListName>(ctx: HandlerContext, name: N): Promise<ReturnType<typeof rowsToRead<N>>> {
  await ctx.db.warm(name);
  const rows = rowsToRead(ctx, name);
  await nextTask();
  return rows;
}

function historyOf(db: HandlerContext['db'], name: ListName, range: { from: string; to: string }): readonly unknown[] {
  const field = historyDateField(name)!;
  return (db.list(name) ?? []).filter((row) => {
    const date = (row as Record<string, unknown>)[field] as string;
    return date >= range.from && date <= range.to;
  });
}

/** The end-date filters of a list with an `endDate` (its resource's): null when absent. */
function endFilterOf(name: ListName, url: URL): EndFilter | null | 'bad' {
  return (endDateField(name) !== undefined && parseEndFilter(url.searchParams)) || null;
}

/** The rows passing the end-date filters (src/contract/list-query.ts `endFilterMatches`, as the server selects them). */
function endFiltered<R>(name: ListName, rows: readonly R[], filter: EndFilter): R[] {
  const field = endDateField(name)!;
  return rows.filter((row) => endFilterMatches((row as Record<string, unknown>)[field], filter));
}

/** True when the call asks for more than every row as it is: a page, an order, a search or a filter. */
function isShaped(query: ListQuery): boolean {
  return query.page !== undefined || query.sort !== undefined || query.q !== undefined || Object.keys(query.filters).length > 0;
}

/** `GET /app/<list>/next-id` of a list with generated references: the next number of its counter (src/mocks/codes.ts). */
function nextIdHandlers(ctx: HandlerContext, name: ListName): HttpHandler[] {
  const def = nextIdRoute(name);
  const reference = generatedCode(name);
  if (!def || !reference) return [];
  return [
    route(ctx, def, () => {
      const rows = ctx.db.list(name);
      if (!rows) return errorResponse(404, MESSAGES.noDataFound);
      return HttpResponse.json({ field: reference.field, value: issueCode(ctx.db, name, rows) });
    }),
  ];
}

/** The 409 of a write giving row `id` (null: a new row) a reference another row already has; null when it is free. */
function takenReference(name: ListName, rows: readonly { id: number }[], value: Record<string, unknown>, id: number | null) {
  const field = generatedCode(name)?.field;
  if (!field) return null;
  const taken = rows.some((r) => r.id !== id && (r as Record<string, unknown>)[field] === value[field]);
  return taken ? errorResponse(409, MESSAGES.referenceTaken(String(value[field]))) : null;
}

/** The 409 of a change or delete of a row its list no longer lets change (a sent invoice); null when it may. */
function notEditable(name: ListName, stored: object) {
  return isEditable(name, stored) ? null : errorResponse(409, MESSAGES.notDraft);
}

/** GET (with the list query, and `?rows=N`), POST, PUT and DELETE of one list, kept in memory for the page's life. */
function oneList(ctx: HandlerContext, name: ListName): HttpHandler[] {
  const { db } = ctx;
  const routes = listRoutes(name);
  const row = updateSchema(name);
  const input = inputSchema(name);
  const noData = () => errorResponse(404, MESSAGES.noDataFound);
  const notFound = () => errorResponse(404, `No ${name} row with that id`);
  const fields = fieldKinds(LIST_SCHEMAS[name]);
  // List answers carry no children (src/mocks/handlers/children.ts), as the server's do.
  const versioned = <R extends { id: number }>(r: R) => ({ ...withoutChildren(name, r), version: db.versionOf(name, r.id) });
  /** The answer to a write whose If-Match names another version than the row's: 412 with the row as it is; else null. */
  const precondition = (request: Request, current: { id: number }) => {
    const version = db.versionOf(name, current.id);
    return ifMatchHolds(parseIfMatch(request.headers.get('If-Match')), version) ? null : versionedResponse(current, version, 412);
  };
  /** The audit entry of a write, and its announcement on the live stream (version: the row's after it, null once deleted). */
  const audited = (
    request: Request,
    action: 'create' | 'update' | 'delete',
    recordId: number,
    changes: AuditChange[],
    version: number | null,
    deleted?: object,
  ) => {
    const userId = callerOf(ctx, request);
    ctx.audit.record({ actorId: userId, action, resource: name, recordId, changes });
    // The caller owns every row it can write: an owned list's change goes to the caller's streams only.
    const memberIds = deleted && membersOfRow(name, deleted);
    ctx.live.publish({ userId, resource: name, action, rowId: recordId, version, ownerId: userId, memberIds });
  };
  /** The rows the caller may see: of an owned list, its own only (src/mocks/ownership.ts). */
  const visible = <R extends { id: number }>(request: Request, rows: readonly R[]) => visibleRows(name, rows, callerOf(ctx, request));

  return [
    route(ctx, routes.list, async ({ request }) => {
      const rows = await rowsForListRead(ctx, name);
      if (!rows) return noData();
      const url = new URL(request.url);
      const parsed = parseListQuery(url.searchParams, fields);
      if (!parsed.ok) return errorResponse(400, parsed.message);
      const count = rowsParam(url);
      if (count === 'bad') return errorResponse(400, `rows must be a whole number from 0 to ${MAX_SYNTHETIC_ROWS}`);
      const shaped = isShaped(parsed.query);
      const range = historyRange(name, url);
      if (range === 'bad') return errorResponse(400, HISTORY_RANGE_MESSAGE);
      const ended = endFilterOf(name, url);
      if (ended === 'bad') return errorResponse(400, END_FILTER_MESSAGE);
      if (count === null) {
        const dated = range ? (historyOf(db, name, range) as typeof rows) : rows;
        const source = inKeyOrder(name, visibleRows(name, ended ? endFiltered(name, dated, ended) : dated, callerOf(ctx, request)));
        if (!shaped) return HttpResponse.json(source.map(versioned));
        const answer = applyListQuery(source, parsed.query);
        return HttpResponse.json(Array.isArray(answer) ? answer.map(versioned) : { ...answer, items: answer.items.map(versioned) });
      }
      const set = syntheticSet(name, url, count);
      // Pages of synthetic rows come from the worker holding them by columns (a million rows sort in milliseconds there).
      if (shaped) return HttpResponse.json(await askBigList({ op: 'query', set, query: parsed.query }));
      return new HttpResponse(syntheticJson(name, count, set.seed), { headers: { 'Content-Type': 'application/json' } });
    }),

    route(ctx, routes.get, ({ params, request }) => {
      const rows = rowsToRead(ctx, name);
      if (!rows) return noData();
      const id = idParam(params);
      const found = id === null ? undefined : visible(request, rows).find((r) => r.id === id);
      return found ? versionedResponse(rowToRead(ctx, name, found), db.versionOf(name, found.id)) : notFound();
    }),

    route(ctx, routes.create, async ({ request }) => {
      const rows = db.list(name);
      if (!rows) return noData();
      const body = await readBody(request, input);
      if (!body.ok) return body.response;
      const written = withWrittenChildren(name, rows, body.value, undefined);
      if (!written.ok) return errorResponse(400, written.message);
      const taken = takenReference(name, rows, body.value, null) ?? missingReference(db, name, body.value);
      if (taken) return taken;
      const caller = callerOf(ctx, request);
      const account = db.allUsers().find((u) => u.id === caller);
      const owned = withComputed(name, withOwner(name, written.row, caller), {}, undefined);
      const created = { ...(account ? withAuthor(name, owned, account) : owned), id: db.nextId(name) };
      db.setList(name, [...rows, created] as typeof rows);
      claimCode(db, name, created);
      db.forgetVersion(name, created.id);
      audited(request, 'create', created.id, diffFields(null, created), 1);
      return versionedResponse(created, 1, createdStatus(name));
    }),

    route(ctx, routes.update, async ({ request, params }) => {
      const rows = db.list(name);
      if (!rows) return noData();
      const id = idParam(params);
      const existing = id === null ? undefined : visible(request, rows).find((r) => r.id === id);
      if (!existing) return notFound();
      const read = await readBody(request, row);
      if (!read.ok) return read.response;
      const body = { value: keptAuthor(name, withOwner(name, read.value, callerOf(ctx, request)), existing) };
      if (body.value.id !== id) return errorResponse(400, 'Invalid input: id: does not match the path');
      const conflict =
        precondition(request, existing) ??
        takenReference(name, rows, body.value, id) ??
        missingReference(db, name, body.value) ??
        stillReferenced(db, name, existing, body.value) ??
        notEditable(name, existing);
      if (conflict) return conflict;
      const written = withWrittenChildren(name, rows, body.value, existing);
      if (!written.ok) return errorResponse(400, written.message);
      const stored = withComputed(name, written.row, {}, existing);
      db.setList(
        name,
        rows.map((r) => (r.id === id ? stored : r)),
      );
      claimCode(db, name, stored);
      const version = db.bumpVersion(name, existing.id);
      audited(request, 'update', existing.id, diffFields(existing, stored), version);
      return versionedResponse(stored, version);
    }),

    route(ctx, routes.remove, async ({ params, request }) => {
      const rows = db.list(name);
      if (!rows) return noData();
      const id = idParam(params);
      const url = new URL(request.url);
      const count = rowsParam(url);
      if (typeof count === 'number') {
        // A row of the synthetic set (`?rows=N` as on the list call): it leaves that set until another one is asked for.
        const removed = id !== null && (await askBigList({ op: 'remove', set: syntheticSet(name, url, count), id }));
        return removed ? HttpResponse.json({ id }) : notFound();
      }
      const existing = id === null ? undefined : visible(request, rows).find((r) => r.id === id);
      if (!existing) return notFound();
      const conflict = precondition(request, existing) ?? stillReferenced(db, name, existing) ?? notEditable(name, existing);
      if (conflict) return conflict;
      db.setList(
        name,
        rows.filter((r) => r.id !== id),
      );
      db.forgetVersion(name, existing.id);
      audited(request, 'delete', existing.id, diffFields(existing, null), null, existing);
      const userId = callerOf(ctx, request);
      for (const { list, row: gone, nulled } of deleteCascading(db, name, existing)) {
        const changes = diffFields(gone, nulled ? { ...gone, [nulled.field]: null } : null);
        ctx.audit.record({ actorId: userId, action: nulled ? 'update' : 'delete', resource: list, recordId: gone.id, changes });
        const change = nulled ? { action: 'update' as const, version: nulled.version } : { action: 'delete' as const, version: null };
        ctx.live.publish({ userId, resource: list, rowId: gone.id, ...change, memberIds: nulled ? undefined : membersOfRow(list, gone) });
      }
      return HttpResponse.json({ id });
    }),
  ];
}

/**
 * Every list of a screen definition, one group of handlers per list (built when called), then any other list name:
 * 404 `No Data Found` (a 401 would sign the person out).
 */
export function listHandlerGroups(ctx: HandlerContext): (() => HttpHandler[])[] {
  return [
    ...LIST_NAMES.map((name) => () => [
      ...nextIdHandlers(ctx, name),
      ...moveHandlers(ctx, name),
      ...sendHandlers(ctx, name),
      ...oneList(ctx, name),
    ]),
    () => [route(ctx, ABSENT_LIST_ROUTE, () => errorResponse(404, MESSAGES.noDataFound))],
  ];
}
