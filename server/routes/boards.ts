import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { BOARD_LIMITS, BOARD_MESSAGES, BOARD_ROUTES, DEFAULT_COLUMNS } from '../../src/contract/boards.ts';
import { idOf } from '../../src/contract/list-query.ts';
import { generateNKeysBetween } from 'fractional-indexing';
import { endKey, lockColumn } from '../lists/board-move.ts';
import { readBoard, readBoards, readColumns, rows, type Tx } from '../lists/board-store.ts';
import { publishChange } from '../live/changes.ts';
import { boardTaskRoutes } from './board-tasks.ts';
import { errorResponse, idParam, on, readBody, type App, type ServerContext } from './kit.ts';

/**
 * The task boards (src/contract/boards.ts): boards and their columns here, cards and comments in board-tasks.ts. Every
 * write has its audit entry (resource `boards`, the board's id) in its transaction, and a live change of the board
 * (`boards`, the board's id) after it.
 */
const noBoard = (c: Context) => errorResponse(c, 404, BOARD_MESSAGES.noBoard);
const noColumn = (c: Context) => errorResponse(c, 404, BOARD_MESSAGES.noColumn);
/** After a write: a live change of the board (`boards`, its id). */
const announcer =
  (ctx: ServerContext) =>
  (userId: number, boardId: number, action: 'create' | 'update' | 'delete' = 'update') =>
    publishChange(ctx.db, { userId, resource: 'boards', action, rowId: boardId });
/** The board locked for a change of it or of its columns, or undefined. */
const lockBoard = async (tx: Tx, id: number) =>
  (await rows<{ id: number; name: string }>(tx, sql`select id, name from boards where id = ${id} for update`))[0];

export function boardRoutes(app: App, ctx: ServerContext): void {
  const changed = announcer(ctx);

  on(app, ctx, BOARD_ROUTES.listBoards, async (c) => c.json(await readBoards(ctx.db)));

  on(app, ctx, BOARD_ROUTES.createBoard, async (c) => {
    const body = await readBody(c, BOARD_ROUTES.createBoard.body);
    if (!body.ok) return body.response;
    const actorId = c.get('userId');
    const names = body.value.columns ?? [...DEFAULT_COLUMNS];
    const id = await ctx.db.transaction(async (tx) => {
      const [board] = await rows<{ id: number }>(tx, sql`insert into boards (name) values (${body.value.name}) returning id`);
      for (const [position, name] of names.entries())
        await tx.execute(sql`insert into board_columns (board_id, name, position) values (${board!.id}, ${name}, ${position})`);
      await ctx.audit(tx, {
        actorId,
        action: 'create',
        resource: 'boards',
        recordId: board!.id,
        changes: [
          { field: 'name', before: null, after: body.value.name },
          { field: 'columns', before: null, after: names.join(', ') },
        ],
      });
      return board!.id;
    });
    await changed(actorId, id, 'create');
    return c.json(await readBoard(ctx.db, id));
  });

  on(app, ctx, BOARD_ROUTES.getBoard, async (c) => {
    const id = idParam(c);
    const board = id === null ? undefined : await readBoard(ctx.db, id);
    return board ? c.json(board) : noBoard(c);
  });

  on(app, ctx, BOARD_ROUTES.renameBoard, async (c) => {
    const id = idParam(c);
    if (id === null) return noBoard(c);
    const body = await readBody(c, BOARD_ROUTES.renameBoard.body);
    if (!body.ok) return body.response;
    const actorId = c.get('userId');
    const done = await ctx.db.transaction(async (tx) => {
      const board = await lockBoard(tx, id);
      if (!board) return false;
      await tx.execute(sql`update boards set name = ${body.value.name} where id = ${id}`);
      const changes = [{ field: 'name', before: board.name, after: body.value.name }];
      await ctx.audit(tx, { actorId, action: 'update', resource: 'boards', recordId: id, changes });
      return true;
    });
    if (!done) return noBoard(c);
    await changed(actorId, id);
    return c.json(await readBoard(ctx.db, id));
  });

  on(app, ctx, BOARD_ROUTES.deleteBoard, async (c) => {
    const id = idParam(c);
    if (id === null) return noBoard(c);
    const actorId = c.get('userId');
    const done = await ctx.db.transaction(async (tx) => {
      const board = await lockBoard(tx, id);
      if (!board) return false;
      await tx.execute(sql`delete from boards where id = ${id}`);
      const changes = [{ field: 'name', before: board.name, after: null }];
      await ctx.audit(tx, { actorId, action: 'delete', resource: 'boards', recordId: id, changes });
      return true;
    });
    if (!done) return noBoard(c);
    await changed(actorId, id, 'delete');
    return c.json({ id });
  });

  columnRoutes(app, ctx);
  boardTaskRoutes(app, ctx);
}

/** A board's columns: added at the end, renamed, limited, moved, deleted handing their cards on. */
function columnRoutes(app: App, ctx: ServerContext): void {
  const changed = announcer(ctx);

  on(app, ctx, BOARD_ROUTES.addColumn, async (c) => {
    const id = idParam(c);
    if (id === null) return noBoard(c);
    const body = await readBody(c, BOARD_ROUTES.addColumn.body);
    if (!body.ok) return body.response;
    const actorId = c.get('userId');
    const outcome = await ctx.db.transaction(async (tx) => {
      if (!(await lockBoard(tx, id))) return 'missing';
      const columns = await readColumns(tx, id);
      if (columns.length >= BOARD_LIMITS.columns) return 'full';
      const { name, wipLimit = null } = body.value;
      await tx.execute(
        sql`insert into board_columns (board_id, name, wip_limit, position) values (${id}, ${name}, ${wipLimit}, ${columns.length})`,
      );
      const changes = [{ field: 'column', before: null, after: name }];
      await ctx.audit(tx, { actorId, action: 'update', resource: 'boards', recordId: id, changes });
      return 'done';
    });
    if (outcome === 'missing') return noBoard(c);
    if (outcome === 'full') return errorResponse(c, 400, BOARD_MESSAGES.tooManyColumns);
    await changed(actorId, id);
    return c.json(await readBoard(ctx.db, id));
  });

  on(app, ctx, BOARD_ROUTES.updateColumn, async (c) => {
    const id = idParam(c);
    const columnId = idOf(c.req.param('columnId'));
    if (id === null) return noBoard(c);
    const body = await readBody(c, BOARD_ROUTES.updateColumn.body);
    if (!body.ok) return body.response;
    const actorId = c.get('userId');
    const outcome = await ctx.db.transaction(async (tx) => {
      if (!(await lockBoard(tx, id))) return 'no-board';
      const columns = await readColumns(tx, id);
      const column = columns.find((col) => col.id === columnId);
      if (!column) return 'no-column';
      const { name = column.name, wipLimit = column.wipLimit, index } = body.value;
      await tx.execute(sql`update board_columns set name = ${name}, wip_limit = ${wipLimit} where id = ${column.id}`);
      const changes = [
        { field: 'column', before: column.name, after: name },
        { field: 'wipLimit', before: column.wipLimit, after: wipLimit },
      ];
      if (index !== undefined) {
        const order = columns.filter((col) => col.id !== column.id);
        order.splice(Math.min(index, order.length), 0, column);
        for (const [position, col] of order.entries())
          await tx.execute(sql`update board_columns set position = ${position} where id = ${col.id}`);
        changes.push({ field: 'columnIndex', before: columns.indexOf(column), after: order.indexOf(column) });
      }
      const written = changes.filter((change) => change.before !== change.after);
      await ctx.audit(tx, { actorId, action: 'update', resource: 'boards', recordId: id, changes: written });
      return 'done';
    });
    if (outcome === 'no-board') return noBoard(c);
    if (outcome === 'no-column') return noColumn(c);
    await changed(actorId, id);
    return c.json(await readBoard(ctx.db, id));
  });

  on(app, ctx, BOARD_ROUTES.deleteColumn, async (c) => {
    const id = idParam(c);
    const columnId = idOf(c.req.param('columnId'));
    if (id === null) return noBoard(c);
    const moveToParam = c.req.query('moveTo');
    const moveTo = moveToParam === undefined ? undefined : idOf(moveToParam);
    const actorId = c.get('userId');
    const outcome = await ctx.db.transaction(async (tx) => {
      if (!(await lockBoard(tx, id))) return 'no-board';
      const columns = await readColumns(tx, id);
      const column = columns.find((col) => col.id === columnId);
      if (!column) return 'no-column';
      if (moveToParam !== undefined && (moveTo === null || moveTo === column.id || !columns.some((col) => col.id === moveTo)))
        return 'bad-move-to';
      // The column that takes the cards is locked before them, as a move locks its column before its card.
      const target = moveTo == null ? undefined : await lockColumn(tx, id, moveTo);
      // Then the column itself: a card moved into it meanwhile is among the cards read next, not lost with it.
      await lockColumn(tx, id, column.id);
      const cards = await rows<{ id: number }>(
        tx,
        sql`select id from tasks where column_id = ${column.id} order by position collate "C", id for update`,
      );
      if (cards.length && !target) return 'has-cards';
      if (target && cards.length) {
        const keys = generateNKeysBetween(await endKey(tx, target.id), null, cards.length);
        for (const [i, card] of cards.entries())
          await tx.execute(sql`update tasks set column_id = ${target.id}, position = ${keys[i]!} where id = ${card.id}`);
      }
      await tx.execute(sql`delete from board_columns where id = ${column.id}`);
      const rest = columns.filter((col) => col.id !== column.id);
      for (const [position, col] of rest.entries())
        await tx.execute(sql`update board_columns set position = ${position} where id = ${col.id}`);
      const changes = [
        { field: 'column', before: column.name, after: null },
        ...(target && cards.length ? [{ field: 'cardsMovedTo', before: null, after: `${target.name} (${cards.length})` }] : []),
      ];
      await ctx.audit(tx, { actorId, action: 'update', resource: 'boards', recordId: id, changes });
      return 'done';
    });
    if (outcome === 'no-board') return noBoard(c);
    if (outcome === 'no-column') return noColumn(c);
    if (outcome === 'bad-move-to') return errorResponse(c, 400, BOARD_MESSAGES.badMoveTo);
    if (outcome === 'has-cards') return errorResponse(c, 409, BOARD_MESSAGES.columnHasCards);
    await changed(actorId, id);
    return c.json(await readBoard(ctx.db, id));
  });
}
