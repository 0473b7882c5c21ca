import type { HttpHandler } from 'msw';
import { HttpResponse } from 'msw';
import { generateKeyBetween, generateNKeysBetween } from 'fractional-indexing';
import { diffFields } from '../../../contract/audit.ts';
import { authorName } from '../../../contract/author-name.ts';
import {
  BOARD_LIMITS,
  BOARD_MESSAGES,
  BOARD_ROUTES,
  CARD_LIST_FIELDS,
  DEFAULT_COLUMNS,
  type Board,
  type BoardPerson,
  type Card,
  type Comment,
} from '../../../contract/boards.ts';
import { applyListQuery, idOf, parseListQuery } from '../../../contract/list-query.ts';
import { ifMatchHolds, parseIfMatch } from '../../../contract/versions.ts';
import type { AuditChange } from '../../../schemas/audit.ts';
import { BOARDS_KEY, type BoardState, type StoredCard, type StoredComment } from '../board-state.ts';
import { callerOf, errorResponse, idParam, readBody, route, versionedResponse, type HandlerContext } from '../kit.ts';

/**
 * The task boards on the fake backend, the contract of src/contract/boards.ts as the server answers it
 * (server/routes/boards.ts, board-tasks.ts): the same statuses, words, audit entries and live changes. A request's
 * state is read after its body and written before anything else waits, so moves arriving together run one after
 * another, each seeing the one before, as the server's column lock makes them.
 */

/** Keys compared as the server's `collate "C"` (code points; the keys are ASCII), then ids. */
const byKey = (a: StoredCard, b: StoredCard) => (a.position < b.position ? -1 : a.position > b.position ? 1 : a.id - b.id);

const cardsOf = (state: BoardState, columnId: number, skip = 0) =>
  state.cards.filter((c) => c.columnId === columnId && c.id !== skip).sort(byKey);

const withCount = (state: BoardState, card: StoredCard): Card => ({
  ...card,
  commentCount: state.comments.filter((c) => c.taskId === card.id).length,
});

/**
 * Who a card may be assigned to: every active account, by id, with its name only (as the server's readPeople). The
 * fake accounts keep no picture, so none has `avatar`.
 */
function peopleOf(ctx: HandlerContext): BoardPerson[] {
  return ctx.db
    .allUsers()
    .filter((user) => ctx.accounts.extrasOf(user).status === 'active')
    .sort((a, b) => a.id - b.id)
    .map((user) => ({ id: user.id, name: authorName(user) }));
}

function boardOf(ctx: HandlerContext, state: BoardState, id: number): Board | undefined {
  const board = state.boards.find((b) => b.id === id);
  if (!board) return undefined;
  const columns = state.columns.filter((c) => c.boardId === id).sort((a, b) => a.position - b.position || a.id - b.id);
  return {
    id,
    name: board.name,
    columns: columns.map((c) => ({
      id: c.id,
      name: c.name,
      wipLimit: c.wipLimit,
      cards: cardsOf(state, c.id).map((card) => withCount(state, card)),
    })),
    people: peopleOf(ctx),
  };
}

/** A card's fields an audit entry compares (its key and version are bookkeeping, not anyone's change). */
const audited = ({ position: _position, version: _version, ...fields }: StoredCard) => fields;

/** What the handlers share: the state, its write, the audit entry, the live changes, the answers. */
function kitOf(ctx: HandlerContext) {
  const state = () => structuredClone(ctx.db.read<BoardState>(BOARDS_KEY)!);
  const save = (next: BoardState) => ctx.db.write(BOARDS_KEY, next);
  const audit = (
    actorId: number,
    resource: 'boards' | 'tasks',
    recordId: number,
    action: 'create' | 'update' | 'delete',
    changes: AuditChange[],
  ) => ctx.audit.record({ actorId, action, resource, recordId, changes });
  const boardChanged = (userId: number, boardId: number, action: 'create' | 'update' | 'delete' = 'update') =>
    ctx.live.publish({ userId, resource: 'boards', action, rowId: boardId, version: null });
  const cardChanged = (userId: number, card: StoredCard, action: 'create' | 'update' | 'delete', version?: number) => {
    ctx.live.publish({ userId, resource: 'tasks', action, rowId: card.id, version: version ?? null });
    boardChanged(userId, card.boardId);
  };
  const noBoard = () => errorResponse(404, BOARD_MESSAGES.noBoard);
  const noCard = () => errorResponse(404, BOARD_MESSAGES.noCard);
  const commentOut = (comment: StoredComment): Comment => {
    const author = ctx.db.allUsers().find((u) => u.id === comment.authorId);
    return { ...comment, authorName: author ? authorName(author) : '' };
  };
  /** The columns of a board in order, after a change of their places: positions from 0 again. */
  const renumber = (s: BoardState, order: number[]) =>
    order.forEach((id, position) => (s.columns.find((c) => c.id === id)!.position = position));
  const columnOrder = (s: BoardState, boardId: number) =>
    s.columns.filter((c) => c.boardId === boardId).sort((a, b) => a.position - b.position || a.id - b.id);

  return { state, save, audit, boardChanged, cardChanged, noBoard, noCard, commentOut, renumber, columnOrder };
}
type BoardKit = ReturnType<typeof kitOf>;

const ids = (rows: readonly { id: number }[]) => rows.map((r) => r.id);

export function boardHandlers(ctx: HandlerContext): HttpHandler[] {
  const kit = kitOf(ctx);
  return [...boardRoutes(ctx, kit), ...columnHandlers(ctx, kit), ...cardHandlers(ctx, kit), ...commentHandlers(ctx, kit)];
}

/** The boards: listed by name, made with their columns, read, renamed, deleted with all they hold. */
function boardRoutes(ctx: HandlerContext, { state, save, audit, boardChanged, noBoard }: BoardKit): HttpHandler[] {
  return [
    route(ctx, BOARD_ROUTES.listBoards, () => {
      const s = state();
      const summaries = s.boards
        .map((b) => ({
          id: b.id,
          name: b.name,
          columnCount: s.columns.filter((c) => c.boardId === b.id).length,
          cardCount: s.cards.filter((c) => c.boardId === b.id).length,
        }))
        .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id));
      return HttpResponse.json(summaries);
    }),
    route(ctx, BOARD_ROUTES.createBoard, async ({ request }) => {
      const body = await readBody(request, BOARD_ROUTES.createBoard.body);
      if (!body.ok) return body.response;
      const actorId = callerOf(ctx, request);
      const s = state();
      const id = ++s.lastIds.board;
      const names = body.value.columns ?? [...DEFAULT_COLUMNS];
      s.boards.push({ id, name: body.value.name });
      names.forEach((name, position) => s.columns.push({ id: ++s.lastIds.column, boardId: id, name, wipLimit: null, position }));
      save(s);
      audit(actorId, 'boards', id, 'create', [
        { field: 'name', before: null, after: body.value.name },
        { field: 'columns', before: null, after: names.join(', ') },
      ]);
      boardChanged(actorId, id, 'create');
      return HttpResponse.json(boardOf(ctx, s, id));
    }),
    route(ctx, BOARD_ROUTES.getBoard, ({ params }) => {
      const id = idParam(params);
      const board = id === null ? undefined : boardOf(ctx, state(), id);
      return board ? HttpResponse.json(board) : noBoard();
    }),
    route(ctx, BOARD_ROUTES.renameBoard, async ({ request, params }) => {
      const id = idParam(params);
      if (id === null) return noBoard();
      const body = await readBody(request, BOARD_ROUTES.renameBoard.body);
      if (!body.ok) return body.response;
      const s = state();
      const board = s.boards.find((b) => b.id === id);
      if (!board) return noBoard();
      const actorId = callerOf(ctx, request);
      audit(actorId, 'boards', id, 'update', [{ field: 'name', before: board.name, after: body.value.name }]);
      board.name = body.value.name;
      save(s);
      boardChanged(actorId, id);
      return HttpResponse.json(boardOf(ctx, s, id));
    }),
    route(ctx, BOARD_ROUTES.deleteBoard, ({ request, params }) => {
      const id = idParam(params);
      const s = state();
      const board = s.boards.find((b) => b.id === id);
      if (!board) return noBoard();
      const cardIds = new Set(s.cards.filter((c) => c.boardId === id).map((c) => c.id));
      save({
        ...s,
        boards: s.boards.filter((b) => b.id !== id),
        columns: s.columns.filter((c) => c.boardId !== id),
        cards: s.cards.filter((c) => c.boardId !== id),
        comments: s.comments.filter((c) => !cardIds.has(c.taskId)),
      });
      const actorId = callerOf(ctx, request);
      audit(actorId, 'boards', board.id, 'delete', [{ field: 'name', before: board.name, after: null }]);
      boardChanged(actorId, board.id, 'delete');
      return HttpResponse.json({ id: board.id });
    }),
  ];
}

/** A board's columns: added at the end, renamed, limited, moved, deleted handing their cards on. */
function columnHandlers(
  ctx: HandlerContext,
  { state, save, audit, boardChanged, noBoard, renumber, columnOrder }: BoardKit,
): HttpHandler[] {
  return [
    route(ctx, BOARD_ROUTES.addColumn, async ({ request, params }) => {
      const id = idParam(params);
      if (id === null) return noBoard();
      const body = await readBody(request, BOARD_ROUTES.addColumn.body);
      if (!body.ok) return body.response;
      const s = state();
      if (!s.boards.some((b) => b.id === id)) return noBoard();
      const count = columnOrder(s, id).length;
      if (count >= BOARD_LIMITS.columns) return errorResponse(400, BOARD_MESSAGES.tooManyColumns);
      const { name, wipLimit = null } = body.value;
      s.columns.push({ id: ++s.lastIds.column, boardId: id, name, wipLimit, position: count });
      save(s);
      const actorId = callerOf(ctx, request);
      audit(actorId, 'boards', id, 'update', [{ field: 'column', before: null, after: name }]);
      boardChanged(actorId, id);
      return HttpResponse.json(boardOf(ctx, s, id));
    }),
    route(ctx, BOARD_ROUTES.updateColumn, async ({ request, params }) => {
      const id = idParam(params);
      if (id === null) return noBoard();
      const body = await readBody(request, BOARD_ROUTES.updateColumn.body);
      if (!body.ok) return body.response;
      const s = state();
      if (!s.boards.some((b) => b.id === id)) return noBoard();
      const columns = columnOrder(s, id);
      const column = columns.find((c) => c.id === idOf(String(params.columnId)));
      if (!column) return errorResponse(404, BOARD_MESSAGES.noColumn);
      const { name = column.name, wipLimit = column.wipLimit, index } = body.value;
      const changes: AuditChange[] = [
        { field: 'column', before: column.name, after: name },
        { field: 'wipLimit', before: column.wipLimit, after: wipLimit },
      ];
      Object.assign(column, { name, wipLimit });
      if (index !== undefined) {
        const order = columns.filter((c) => c.id !== column.id);
        order.splice(Math.min(index, order.length), 0, column);
        changes.push({ field: 'columnIndex', before: columns.indexOf(column), after: order.indexOf(column) });
        renumber(s, ids(order));
      }
      save(s);
      const actorId = callerOf(ctx, request);
      audit(
        actorId,
        'boards',
        id,
        'update',
        changes.filter((change) => change.before !== change.after),
      );
      boardChanged(actorId, id);
      return HttpResponse.json(boardOf(ctx, s, id));
    }),
    route(ctx, BOARD_ROUTES.deleteColumn, ({ request, params }) => {
      const id = idParam(params);
      const s = state();
      if (id === null || !s.boards.some((b) => b.id === id)) return noBoard();
      const columns = columnOrder(s, id);
      const column = columns.find((c) => c.id === idOf(String(params.columnId)));
      if (!column) return errorResponse(404, BOARD_MESSAGES.noColumn);
      const moveToParam = new URL(request.url).searchParams.get('moveTo');
      const moveTo = moveToParam === null ? undefined : idOf(moveToParam);
      if (moveToParam !== null && (moveTo === null || moveTo === column.id || !columns.some((c) => c.id === moveTo)))
        return errorResponse(400, BOARD_MESSAGES.badMoveTo);
      const target = columns.find((c) => c.id === moveTo);
      const cards = cardsOf(s, column.id);
      if (cards.length && !target) return errorResponse(409, BOARD_MESSAGES.columnHasCards);
      if (target && cards.length) {
        const last = cardsOf(s, target.id).at(-1)?.position ?? null;
        const keys = generateNKeysBetween(last, null, cards.length);
        cards.forEach((card, i) => Object.assign(card, { columnId: target.id, position: keys[i]!, version: card.version + 1 }));
      }
      s.columns = s.columns.filter((c) => c.id !== column.id);
      renumber(s, ids(columns.filter((c) => c.id !== column.id)));
      save(s);
      const actorId = callerOf(ctx, request);
      audit(actorId, 'boards', id, 'update', [
        { field: 'column', before: column.name, after: null },
        ...(target && cards.length ? [{ field: 'cardsMovedTo', before: null, after: `${target.name} (${cards.length})` }] : []),
      ]);
      boardChanged(actorId, id);
      return HttpResponse.json(boardOf(ctx, s, id));
    }),
  ];
}

/**
 * `GET /app/tasks`: the cards as a list (all, or a page with the total; sorted, filtered, `q` in the title or the
 * description), as the server's query answers it. Every board is readable to whoever may read boards.
 */
function cardListHandler(ctx: HandlerContext, state: () => BoardState): HttpHandler {
  return route(ctx, BOARD_ROUTES.listCards, ({ request }) => {
    const parsed = parseListQuery(new URL(request.url).searchParams, CARD_LIST_FIELDS);
    if (!parsed.ok) return errorResponse(400, parsed.message);
    const { q, ...query } = parsed.query;
    const s = state();
    const cards = s.cards
      .filter((card) => !q || card.title.toLowerCase().includes(q) || card.description.toLowerCase().includes(q))
      .sort((a, b) => a.id - b.id)
      .map((card) => withCount(s, card));
    return HttpResponse.json(applyListQuery(cards, query));
  });
}

/** The cards (`/app/tasks…`): created at the end of a column, read, changed, moved, deleted. */
function cardHandlers(ctx: HandlerContext, { state, save, audit, cardChanged, noCard }: BoardKit): HttpHandler[] {
  const answer = (s: BoardState, card: StoredCard, status: 200 | 412 = 200) => {
    const { version, ...rest } = withCount(s, card);
    return versionedResponse(rest, version, status);
  };
  return [
    cardListHandler(ctx, state),
    route(ctx, BOARD_ROUTES.createCard, async ({ request }) => {
      const body = await readBody(request, BOARD_ROUTES.createCard.body);
      if (!body.ok) return body.response;
      const s = state();
      const {
        boardId,
        columnId,
        title,
        description = '',
        assigneeId = null,
        dueDate = null,
        labels = [],
        priority = 'medium',
      } = body.value;
      if (!s.boards.some((b) => b.id === boardId)) return errorResponse(404, BOARD_MESSAGES.noBoard);
      if (!s.columns.some((c) => c.id === columnId && c.boardId === boardId)) return errorResponse(400, BOARD_MESSAGES.noColumn);
      const position = generateKeyBetween(cardsOf(s, columnId).at(-1)?.position ?? null, null);
      const card: StoredCard = {
        id: ++s.lastIds.card,
        boardId,
        columnId,
        title,
        description,
        assigneeId,
        dueDate,
        labels,
        priority,
        position,
        version: 1,
      };
      s.cards.push(card);
      save(s);
      const actorId = callerOf(ctx, request);
      audit(actorId, 'tasks', card.id, 'create', diffFields(null, audited(card)));
      cardChanged(actorId, card, 'create', 1);
      return answer(s, card);
    }),
    route(ctx, BOARD_ROUTES.getCard, ({ params }) => {
      const s = state();
      const card = s.cards.find((c) => c.id === idParam(params));
      return card ? answer(s, card) : noCard();
    }),
    route(ctx, BOARD_ROUTES.updateCard, async ({ request, params }) => {
      const body = await readBody(request, BOARD_ROUTES.updateCard.body);
      if (!body.ok) return body.response;
      const s = state();
      const card = s.cards.find((c) => c.id === idParam(params));
      if (!card) return noCard();
      if (!ifMatchHolds(parseIfMatch(request.headers.get('If-Match')), card.version)) return answer(s, card, 412);
      const before = { ...card };
      Object.assign(card, body.value, { version: card.version + 1 });
      save(s);
      const actorId = callerOf(ctx, request);
      audit(actorId, 'tasks', card.id, 'update', diffFields(audited(before), audited(card)));
      cardChanged(actorId, card, 'update', card.version);
      return answer(s, card);
    }),
    route(ctx, BOARD_ROUTES.moveCard, async ({ request, params }) => {
      const body = await readBody(request, BOARD_ROUTES.moveCard.body);
      if (!body.ok) return body.response;
      // Read after the body's wait and written before any other: moves arriving together each see the one before.
      const s = state();
      const { columnId, before: above, after: below } = body.value;
      if (above != null && below != null) return errorResponse(400, BOARD_MESSAGES.beforeAndAfter);
      const card = s.cards.find((c) => c.id === idParam(params));
      if (!card) return noCard();
      const column = s.columns.find((c) => c.id === columnId && c.boardId === card.boardId);
      if (!column) return errorResponse(400, BOARD_MESSAGES.noColumn);
      if (!ifMatchHolds(parseIfMatch(request.headers.get('If-Match')), card.version)) return answer(s, card, 412);
      const peers = cardsOf(s, column.id, card.id);
      const anchorField = above != null ? 'before' : below != null ? 'after' : undefined;
      let position: string;
      if (anchorField) {
        const at = peers.findIndex((c) => c.id === (anchorField === 'before' ? above : below));
        if (at < 0) return errorResponse(400, BOARD_MESSAGES.badAnchor(anchorField));
        const anchor = peers[at]!.position;
        position =
          anchorField === 'before'
            ? generateKeyBetween(peers[at - 1]?.position ?? null, anchor)
            : generateKeyBetween(anchor, peers[at + 1]?.position ?? null);
      } else {
        position = generateKeyBetween(peers.at(-1)?.position ?? null, null);
      }
      const from = s.columns.find((c) => c.id === card.columnId)?.name ?? '';
      const was = { columnId: card.columnId, position: card.position };
      Object.assign(card, { columnId: column.id, position, version: card.version + 1 });
      save(s);
      const actorId = callerOf(ctx, request);
      audit(actorId, 'tasks', card.id, 'update', [
        { field: 'column', before: from, after: column.name },
        ...diffFields(was, { columnId: card.columnId, position: card.position }),
      ]);
      cardChanged(actorId, card, 'update', card.version);
      return answer(s, card);
    }),
    route(ctx, BOARD_ROUTES.deleteCard, ({ request, params }) => {
      const s = state();
      const card = s.cards.find((c) => c.id === idParam(params));
      if (!card) return noCard();
      if (!ifMatchHolds(parseIfMatch(request.headers.get('If-Match')), card.version)) return answer(s, card, 412);
      save({ ...s, cards: s.cards.filter((c) => c.id !== card.id), comments: s.comments.filter((c) => c.taskId !== card.id) });
      const actorId = callerOf(ctx, request);
      audit(actorId, 'tasks', card.id, 'delete', diffFields(audited(card), null));
      cardChanged(actorId, card, 'delete');
      return HttpResponse.json({ id: card.id });
    }),
  ];
}

/** A card's comments: read oldest first, added by the caller, changed by their author only. */
function commentHandlers(ctx: HandlerContext, { state, save, audit, cardChanged, noCard, commentOut }: BoardKit): HttpHandler[] {
  return [
    route(ctx, BOARD_ROUTES.listComments, ({ params }) => {
      const s = state();
      const card = s.cards.find((c) => c.id === idParam(params));
      return card ? HttpResponse.json(s.comments.filter((c) => c.taskId === card.id).map(commentOut)) : noCard();
    }),
    route(ctx, BOARD_ROUTES.addComment, async ({ request, params }) => {
      const body = await readBody(request, BOARD_ROUTES.addComment.body);
      if (!body.ok) return body.response;
      const s = state();
      const card = s.cards.find((c) => c.id === idParam(params));
      if (!card) return noCard();
      const actorId = callerOf(ctx, request);
      const comment: StoredComment = {
        id: ++s.lastIds.comment,
        taskId: card.id,
        authorId: actorId,
        createdAt: new Date().toISOString(),
        editedAt: null,
        text: body.value.text,
      };
      s.comments.push(comment);
      save(s);
      audit(actorId, 'tasks', card.id, 'update', [{ field: 'comment', before: null, after: comment.text }]);
      cardChanged(actorId, card, 'update');
      return HttpResponse.json(commentOut(comment));
    }),
    route(ctx, BOARD_ROUTES.updateComment, async ({ request, params }) => {
      const body = await readBody(request, BOARD_ROUTES.updateComment.body);
      if (!body.ok) return body.response;
      const s = state();
      const card = s.cards.find((c) => c.id === idParam(params));
      if (!card) return noCard();
      const comment = s.comments.find((c) => c.taskId === card.id && c.id === idOf(String(params.commentId)));
      if (!comment) return errorResponse(404, BOARD_MESSAGES.noComment);
      const actorId = callerOf(ctx, request);
      if (comment.authorId !== actorId) return errorResponse(403, BOARD_MESSAGES.notYourComment);
      audit(actorId, 'tasks', card.id, 'update', [{ field: 'comment', before: comment.text, after: body.value.text }]);
      Object.assign(comment, { text: body.value.text, editedAt: new Date().toISOString() });
      save(s);
      cardChanged(actorId, card, 'update');
      return HttpResponse.json(commentOut(comment));
    }),
  ];
}
