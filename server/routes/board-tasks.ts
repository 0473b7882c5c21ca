import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { BOARD_MESSAGES, BOARD_ROUTES, CARD_LIST_FIELDS, type Card } from '../../src/contract/boards.ts';
import { diffFields } from '../../src/contract/audit.ts';
import { idOf, parseListQuery } from '../../src/contract/list-query.ts';
import { parseIfMatch } from '../../src/contract/versions.ts';
import { endKey, lockColumn, moveCard } from '../lists/board-move.ts';
import { listCards, readCard, readComment, readComments, retried, rows } from '../lists/board-store.ts';
import { publishChange } from '../live/changes.ts';
import { errorResponse, idParam, on, readBody, type App, type ServerContext } from './kit.ts';
import { withEtag } from './versions.ts';

/** What a conditional write of a card came to. */
type Written<K extends string> = 'missing' | { stale: Card } | Record<K, Card>;

/** A card's fields an audit entry compares (its key and comment count are bookkeeping, not anyone's change). */
const audited = ({ position: _position, commentCount: _count, version: _version, ...fields }: Card) => fields;

/**
 * The cards (`/app/tasks…`) and their comments. Each write has its audit entry (resource `tasks`, the card's id) in its
 * transaction, and two live changes after it: the card's (`tasks`) and its board's (`boards`, the board's id).
 */
export function boardTaskRoutes(app: App, ctx: ServerContext): void {
  // The cards as a list like every other (`GET /app/tasks`): every board is readable to whoever may read boards.
  on(app, ctx, BOARD_ROUTES.listCards, async (c) => {
    const parsed = parseListQuery(new URL(c.req.url).searchParams, CARD_LIST_FIELDS);
    if (!parsed.ok) return errorResponse(c, 400, parsed.message);
    return c.json(await listCards(ctx.db, parsed.query));
  });
  cardRoutes(app, ctx);
  commentRoutes(app, ctx);
}

const noCard = (c: Context) => errorResponse(c, 404, BOARD_MESSAGES.noCard);
/** After a write: the card's live change (`tasks`), then its board's (`boards`, the board's id). */
const announcer =
  (ctx: ServerContext) =>
  async (userId: number, card: Pick<Card, 'id' | 'boardId'>, action: 'create' | 'update' | 'delete', version?: number) => {
    await publishChange(ctx.db, { userId, resource: 'tasks', action, rowId: card.id, version });
    await publishChange(ctx.db, { userId, resource: 'boards', action: 'update', rowId: card.boardId });
  };

/** The cards: created at the end of a column, read, changed, moved, deleted. */
function cardRoutes(app: App, ctx: ServerContext): void {
  const changed = announcer(ctx);

  on(app, ctx, BOARD_ROUTES.createCard, async (c) => {
    const body = await readBody(c, BOARD_ROUTES.createCard.body);
    if (!body.ok) return body.response;
    const actorId = c.get('userId');
    const { boardId, columnId, title, description = '', assigneeId = null, dueDate = null, labels = [], priority = 'medium' } = body.value;
    const [board] = await rows<{ id: number }>(ctx.db, sql`select id from boards where id = ${boardId}`);
    if (!board) return errorResponse(c, 404, BOARD_MESSAGES.noBoard);
    const card = await retried(ctx.db, async (tx) => {
      const column = await lockColumn(tx, boardId, columnId);
      if (!column) return undefined;
      const key = await endKey(tx, column.id);
      const [row] = await rows<{ id: number }>(
        tx,
        sql`insert into tasks (board_id, column_id, title, description, assignee_id, due_date, labels, priority, position)
          values (${boardId}, ${columnId}, ${title}, ${description}, ${assigneeId}, ${dueDate}, ${JSON.stringify(labels)}::jsonb, ${priority}, ${key})
          returning id`,
      );
      const created = (await readCard(tx, row!.id))!;
      await ctx.audit(tx, {
        actorId,
        action: 'create',
        resource: 'tasks',
        recordId: created.id,
        changes: diffFields(null, audited(created)),
      });
      return created;
    });
    if (!card) return errorResponse(c, 400, BOARD_MESSAGES.noColumn);
    await changed(actorId, card, 'create', card.version);
    return withEtag(c, card);
  });

  on(app, ctx, BOARD_ROUTES.getCard, async (c) => {
    const id = idParam(c);
    const card = id === null ? undefined : await readCard(ctx.db, id);
    return card ? withEtag(c, card) : noCard(c);
  });

  on(app, ctx, BOARD_ROUTES.updateCard, async (c) => {
    const id = idParam(c);
    if (id === null) return noCard(c);
    const body = await readBody(c, BOARD_ROUTES.updateCard.body);
    if (!body.ok) return body.response;
    const wanted = parseIfMatch(c.req.header('If-Match'));
    const actorId = c.get('userId');
    const outcome = await ctx.db.transaction(async (tx): Promise<Written<'card'>> => {
      const before = await readCard(tx, id, true);
      if (!before) return 'missing';
      if (wanted !== null && wanted !== 'any' && wanted !== before.version) return { stale: before };
      const { title, description, assigneeId, dueDate, labels, priority } = body.value;
      await tx.execute(sql`update tasks set title = ${title}, description = ${description}, assignee_id = ${assigneeId},
        due_date = ${dueDate}, labels = ${JSON.stringify(labels)}::jsonb, priority = ${priority} where id = ${id}`);
      const card = (await readCard(tx, id))!;
      await ctx.audit(tx, {
        actorId,
        action: 'update',
        resource: 'tasks',
        recordId: id,
        changes: diffFields(audited(before), audited(card)),
      });
      return { card };
    });
    if (outcome === 'missing') return noCard(c);
    if ('stale' in outcome) return withEtag(c, outcome.stale, 412);
    await changed(actorId, outcome.card, 'update', outcome.card.version);
    return withEtag(c, outcome.card);
  });

  on(app, ctx, BOARD_ROUTES.moveCard, async (c) => {
    const id = idParam(c);
    if (id === null) return noCard(c);
    const body = await readBody(c, BOARD_ROUTES.moveCard.body);
    if (!body.ok) return body.response;
    const actorId = c.get('userId');
    const outcome = await moveCard(ctx.db, id, body.value, parseIfMatch(c.req.header('If-Match')), (tx, { card, before, from, to }) =>
      ctx.audit(tx, {
        actorId,
        action: 'update',
        resource: 'tasks',
        recordId: id,
        // The entry names the columns a person knows, then the ids and keys.
        changes: [
          { field: 'column', before: from, after: to },
          ...diffFields({ columnId: before.columnId, position: before.position }, { columnId: card.columnId, position: card.position }),
        ],
      }),
    );
    if (outcome === 'missing') return noCard(c);
    if (outcome === 'no-column') return errorResponse(c, 400, BOARD_MESSAGES.noColumn);
    if (outcome === 'before-and-after') return errorResponse(c, 400, BOARD_MESSAGES.beforeAndAfter);
    if ('badAnchor' in outcome) return errorResponse(c, 400, BOARD_MESSAGES.badAnchor(outcome.badAnchor));
    if ('stale' in outcome) return withEtag(c, outcome.stale, 412);
    await changed(actorId, outcome.card, 'update', outcome.card.version);
    return withEtag(c, outcome.card);
  });

  on(app, ctx, BOARD_ROUTES.deleteCard, async (c) => {
    const id = idParam(c);
    if (id === null) return noCard(c);
    const wanted = parseIfMatch(c.req.header('If-Match'));
    const actorId = c.get('userId');
    const outcome = await ctx.db.transaction(async (tx): Promise<Written<'deleted'>> => {
      const before = await readCard(tx, id, true);
      if (!before) return 'missing';
      if (wanted !== null && wanted !== 'any' && wanted !== before.version) return { stale: before };
      await tx.execute(sql`delete from tasks where id = ${id}`);
      await ctx.audit(tx, { actorId, action: 'delete', resource: 'tasks', recordId: id, changes: diffFields(audited(before), null) });
      return { deleted: before };
    });
    if (outcome === 'missing') return noCard(c);
    if ('stale' in outcome) return withEtag(c, outcome.stale, 412);
    await changed(actorId, outcome.deleted, 'delete');
    return c.json({ id });
  });
}

/** A card's comments: read oldest first, added by the caller, changed by their author only. */
function commentRoutes(app: App, ctx: ServerContext): void {
  const changed = announcer(ctx);

  on(app, ctx, BOARD_ROUTES.listComments, async (c) => {
    const id = idParam(c);
    const card = id === null ? undefined : await readCard(ctx.db, id);
    return card ? c.json(await readComments(ctx.db, card.id)) : noCard(c);
  });

  on(app, ctx, BOARD_ROUTES.addComment, async (c) => {
    const id = idParam(c);
    if (id === null) return noCard(c);
    const body = await readBody(c, BOARD_ROUTES.addComment.body);
    if (!body.ok) return body.response;
    const actorId = c.get('userId');
    const added = await ctx.db.transaction(async (tx) => {
      const card = await readCard(tx, id, true);
      if (!card) return undefined;
      const [row] = await rows<{ id: number }>(
        tx,
        sql`insert into task_comments (task_id, author_id, text) values (${id}, ${actorId}, ${body.value.text}) returning id`,
      );
      await ctx.audit(tx, {
        actorId,
        action: 'update',
        resource: 'tasks',
        recordId: id,
        changes: [{ field: 'comment', before: null, after: body.value.text }],
      });
      return { card, comment: (await readComment(tx, id, row!.id))! };
    });
    if (!added) return noCard(c);
    await changed(actorId, added.card, 'update');
    return c.json(added.comment);
  });

  on(app, ctx, BOARD_ROUTES.updateComment, async (c) => {
    const id = idParam(c);
    const commentId = idOf(c.req.param('commentId'));
    if (id === null) return noCard(c);
    const body = await readBody(c, BOARD_ROUTES.updateComment.body);
    if (!body.ok) return body.response;
    const actorId = c.get('userId');
    const outcome = await ctx.db.transaction(async (tx) => {
      const card = await readCard(tx, id);
      if (!card) return 'no-card' as const;
      const comment = commentId === null ? undefined : await readComment(tx, id, commentId);
      if (!comment) return 'no-comment' as const;
      if (comment.authorId !== actorId) return 'not-yours' as const;
      await tx.execute(sql`update task_comments set text = ${body.value.text}, edited_at = now() where id = ${comment.id}`);
      const changes = [{ field: 'comment', before: comment.text, after: body.value.text }];
      await ctx.audit(tx, { actorId, action: 'update', resource: 'tasks', recordId: id, changes });
      return { card, comment: (await readComment(tx, id, comment.id))! };
    });
    if (outcome === 'no-card') return noCard(c);
    if (outcome === 'no-comment') return errorResponse(c, 404, BOARD_MESSAGES.noComment);
    if (outcome === 'not-yours') return errorResponse(c, 403, BOARD_MESSAGES.notYourComment);
    await changed(actorId, outcome.card, 'update');
    return c.json(outcome.comment);
  });
}
