/**
 * The task board's API, one contract for both backends (the reference server's server/routes/boards*.ts and the fake
 * backend's src/mocks/handlers/on-demand/boards*.ts) and for the board's UI (src/api/screens/boards.ts). A board has columns in their
 * order; a column has cards (the `tasks`) in their order, kept as a fractional key per column (`position`, compared
 * byte by byte). Who may do what: BOARD_PERMISSIONS. What is written where: docs/task-board-api.md.
 */
import { z } from 'zod/mini';
import { described, id, isoDate, text } from '../schemas/common.ts';
import { DEFAULT_PAGE_SIZE, INT_MAX, MAX_PAGE_SIZE, MAX_QUERY_TEXT } from './list-query.ts';
import type { FieldKind } from './field-kinds.ts';
import { error, FORBIDDEN, UNAUTHORISED, type RouteDef } from './route-kit.ts';
import { IF_MATCH_HEADER, preconditionFailed, WITH_ETAG } from './versions.ts';
import { BOARD_LIMITS, BOARD_MESSAGES, BOARD_PERMISSIONS, TASK_PRIORITIES } from './board-messages.ts';

export { BOARD_LIMITS, BOARD_MESSAGES } from './board-messages.ts';

/** The colours a label may have: names of the theme's palette, so dark mode and both directions draw them alike. */
export const LABEL_COLOURS = ['grey', 'red', 'orange', 'yellow', 'green', 'teal', 'blue', 'purple', 'pink'] as const;
export type LabelColour = (typeof LABEL_COLOURS)[number];

export const labelSchema = z.object({
  name: text(BOARD_LIMITS.labelName),
  colour: z.enum(LABEL_COLOURS),
});
export type Label = z.output<typeof labelSchema>;

const positionKey = described(
  z.string().check(z.minLength(1), z.maxLength(64)),
  "The card's fractional key in its column (compared byte by byte); written by the backend",
);

/** One card, as `GET /app/tasks/{id}` and the board's columns answer it. */
export const cardSchema = z.object({
  id,
  boardId: id,
  columnId: id,
  title: text(BOARD_LIMITS.title),
  description: described(
    z.string().check(z.maxLength(BOARD_LIMITS.description)),
    'HTML (or plain text); sanitise before rendering. Empty when there is none',
  ),
  assigneeId: described(z.nullable(id), 'The account the card is assigned to, or null'),
  dueDate: z.nullable(isoDate),
  labels: z.array(labelSchema).check(z.maxLength(BOARD_LIMITS.labels)),
  priority: z.enum(TASK_PRIORITIES),
  position: positionKey,
  commentCount: described(z.int().check(z.nonnegative()), 'How many comments the card has; computed by the backend'),
  version: described(z.int().check(z.positive()), 'Raised by every write of the card, a move included; the ETag'),
});
export type Card = z.output<typeof cardSchema>;

/**
 * `GET /app/tasks`, the cards as a list like every other: the fields `sort` and the filters may name, with their kinds
 * (a filter is equality, OR within one field and AND across fields); `q` searches the title and the description.
 */
export const CARD_LIST_FIELDS: Readonly<Record<string, FieldKind>> = {
  id: 'integer',
  boardId: 'integer',
  columnId: 'integer',
  title: 'text',
  assigneeId: 'integer',
  dueDate: 'text',
  priority: 'text',
  commentCount: 'integer',
};

const cardListQuery = {
  page: {
    description: 'Page number from 1. When given, the answer is `{ items, total }` instead of the plain array',
    schema: z.int().check(z.minimum(1), z.maximum(INT_MAX)),
  },
  pageSize: {
    description: `Cards per page, 1-${MAX_PAGE_SIZE} (default ${DEFAULT_PAGE_SIZE}); used with page`,
    schema: z.int().check(z.minimum(1), z.maximum(MAX_PAGE_SIZE)),
  },
  sort: {
    description: `\`field:asc\` or \`field:desc\`, field one of ${Object.keys(CARD_LIST_FIELDS).join(', ')}; ties by id`,
    schema: z.string(),
  },
  q: {
    description: `Case-insensitive substring of the title or the description (at most ${MAX_QUERY_TEXT} characters)`,
    schema: z.string().check(z.maxLength(MAX_QUERY_TEXT)),
  },
  boardId: { description: 'Only the cards of this board (repeat for several)', schema: id },
  columnId: { description: 'Only the cards of this column (repeat for several)', schema: id },
  assigneeId: { description: 'Only the cards assigned to this account (repeat for several)', schema: id },
  priority: { description: 'Only the cards of this priority (repeat for several)', schema: z.enum(TASK_PRIORITIES) },
};

/** The fields of a card a body writes (`PUT /app/tasks/{id}`); all of them, as a `PUT` replaces them. */
export const cardFieldsSchema = z.object({
  title: cardSchema.shape.title,
  description: cardSchema.shape.description,
  assigneeId: cardSchema.shape.assigneeId,
  dueDate: cardSchema.shape.dueDate,
  labels: cardSchema.shape.labels,
  priority: cardSchema.shape.priority,
});
export type CardFields = z.output<typeof cardFieldsSchema>;

/** `POST /app/tasks`: the new card goes to the end of its column; fields left out are empty (priority `medium`). */
export const cardCreateSchema = z.object({
  boardId: id,
  columnId: id,
  title: cardSchema.shape.title,
  description: z.optional(cardSchema.shape.description),
  assigneeId: z.optional(cardSchema.shape.assigneeId),
  dueDate: z.optional(cardSchema.shape.dueDate),
  labels: z.optional(cardSchema.shape.labels),
  priority: z.optional(cardSchema.shape.priority),
});
export type CardCreate = z.output<typeof cardCreateSchema>;

const cardRef = z.nullable(z.int().check(z.positive(), z.lte(INT_MAX)));

/**
 * `PATCH /app/tasks/{id}`: a move. The card lands in `columnId` right above card `before`, or right below card
 * `after`; with neither (or both null), at the end of the column. Naming both answers 400, as does a card of another
 * column or the moved card itself.
 */
export const moveBodySchema = z.object({
  columnId: id,
  before: z.optional(cardRef),
  after: z.optional(cardRef),
});
export type MoveBody = z.output<typeof moveBodySchema>;

export const columnSchema = z.object({
  id,
  name: text(BOARD_LIMITS.columnName),
  wipLimit: described(
    z.nullable(z.int().check(z.positive(), z.lte(BOARD_LIMITS.wipLimit))),
    'How many cards the team means to have in the column at most (shown, not enforced), or null for no limit',
  ),
  cards: z.array(cardSchema),
});
export type Column = z.output<typeof columnSchema>;

/**
 * One person a card may be assigned to: an active account, by its name (first and last names, or its username when it
 * gave neither) and its picture when it has one. Never its e-mail or role: every reader of a board sees them.
 */
export const boardPersonSchema = z.object({
  id,
  name: described(z.string(), "The account's name as it has it now"),
  avatar: z.optional(described(z.string(), 'A picture of the account, when it has one')),
});
export type BoardPerson = z.output<typeof boardPersonSchema>;

/**
 * `GET /app/boards/{id}` (and every write of a board or its columns): the board, its columns in their order, each with
 * its cards in their order, and the people its cards may be assigned to (every active account, by id).
 */
export const boardSchema = z.object({
  id,
  name: text(BOARD_LIMITS.boardName),
  columns: z.array(columnSchema),
  people: described(z.array(boardPersonSchema), 'The active accounts, by id: who a card may be assigned to'),
});
export type Board = z.output<typeof boardSchema>;

/** One board of `GET /app/boards`. */
export const boardSummarySchema = z.object({
  id,
  name: boardSchema.shape.name,
  columnCount: z.int().check(z.nonnegative()),
  cardCount: z.int().check(z.nonnegative()),
});
export type BoardSummary = z.output<typeof boardSummarySchema>;
export const boardSummariesSchema = z.array(boardSummarySchema);

/** `POST /app/boards`: a board with these columns (none: Backlog, To do, In progress, Review, Done). */
export const boardCreateSchema = z.object({
  name: boardSchema.shape.name,
  columns: z.optional(z.array(text(BOARD_LIMITS.columnName)).check(z.maxLength(BOARD_LIMITS.columns))),
});
export const boardRenameSchema = z.object({ name: boardSchema.shape.name });

/** The columns a new board gets when its body names none. */
export const DEFAULT_COLUMNS = ['Backlog', 'To do', 'In progress', 'Review', 'Done'] as const;

/** `POST /app/boards/{id}/columns`: a column added at the end. */
export const columnCreateSchema = z.object({
  name: columnSchema.shape.name,
  wipLimit: z.optional(columnSchema.shape.wipLimit),
});

/** `PUT /app/boards/{id}/columns/{columnId}`: what is given changes; `index` is the column's new place, from 0. */
export const columnUpdateSchema = z.object({
  name: z.optional(columnSchema.shape.name),
  wipLimit: z.optional(columnSchema.shape.wipLimit),
  index: z.optional(z.int().check(z.nonnegative(), z.lt(BOARD_LIMITS.columns))),
});
export type ColumnUpdate = z.output<typeof columnUpdateSchema>;

export const commentSchema = z.object({
  id,
  taskId: id,
  authorId: id,
  authorName: described(z.string(), "The author's name as the account has it now"),
  createdAt: described(z.iso.datetime(), 'When it was written (ISO 8601, UTC)'),
  editedAt: described(z.nullable(z.iso.datetime()), 'When its author last changed it, or null'),
  text: described(text(BOARD_LIMITS.comment), 'Plain text'),
});
export type Comment = z.output<typeof commentSchema>;
export const commentsSchema = z.array(commentSchema);
export const commentBodySchema = z.object({ text: commentSchema.shape.text });
/** The answer of a delete of a board or a card: its id. */
export const deletedSchema = z.object({ id });

const boardId = { id: { description: 'Board id', schema: id } };
const columnParams = { ...boardId, columnId: { description: 'Column id', schema: id } };
const taskId = { id: { description: 'Task (card) id', schema: id } };
const commentParams = { ...taskId, commentId: { description: 'Comment id', schema: id } };
const noBoard = error(`\`${BOARD_MESSAGES.noBoard}\``);
const badBody = error('The body does not match the schema (the message names the fields)');
const stale = preconditionFailed(cardSchema);

/** Every call of the boards, in the order the handlers are tried (before the lists' `/app/{list}`). */
export const BOARD_ROUTES = {
  listBoards: {
    method: 'get',
    path: '/app/boards',
    operationId: 'listBoards',
    tag: 'boards',
    summary: 'Every board, by name, with how many columns and cards it has',
    auth: true,
    permission: BOARD_PERMISSIONS.read,
    responses: { 200: { description: 'The boards', schema: boardSummariesSchema }, 401: UNAUTHORISED, 403: FORBIDDEN },
  },
  createBoard: {
    method: 'post',
    path: '/app/boards',
    operationId: 'createBoard',
    tag: 'boards',
    summary: `Make a board, with the columns named (or ${DEFAULT_COLUMNS.join(', ')})`,
    auth: true,
    permission: BOARD_PERMISSIONS.manage,
    body: boardCreateSchema,
    responses: { 200: { description: 'The board', schema: boardSchema }, 400: badBody, 401: UNAUTHORISED, 403: FORBIDDEN },
  },
  getBoard: {
    method: 'get',
    path: '/app/boards/{id}',
    operationId: 'getBoard',
    tag: 'boards',
    summary: 'One board: its columns in their order, each with its cards in their order',
    auth: true,
    permission: BOARD_PERMISSIONS.read,
    pathParams: boardId,
    responses: { 200: { description: 'The board', schema: boardSchema }, 401: UNAUTHORISED, 403: FORBIDDEN, 404: noBoard },
  },
  renameBoard: {
    method: 'put',
    path: '/app/boards/{id}',
    operationId: 'renameBoard',
    tag: 'boards',
    summary: 'Rename a board',
    auth: true,
    permission: BOARD_PERMISSIONS.manage,
    pathParams: boardId,
    body: boardRenameSchema,
    responses: {
      200: { description: 'The board', schema: boardSchema },
      400: badBody,
      401: UNAUTHORISED,
      403: FORBIDDEN,
      404: noBoard,
    },
  },
  deleteBoard: {
    method: 'delete',
    path: '/app/boards/{id}',
    operationId: 'deleteBoard',
    tag: 'boards',
    summary: 'Delete a board with its columns, cards and comments',
    auth: true,
    permission: BOARD_PERMISSIONS.manage,
    pathParams: boardId,
    responses: { 200: { description: 'Its id', schema: deletedSchema }, 401: UNAUTHORISED, 403: FORBIDDEN, 404: noBoard },
  },
  addColumn: {
    method: 'post',
    path: '/app/boards/{id}/columns',
    operationId: 'addBoardColumn',
    tag: 'boards',
    summary: 'Add a column at the end of the board',
    auth: true,
    permission: BOARD_PERMISSIONS.manage,
    pathParams: boardId,
    body: columnCreateSchema,
    responses: {
      200: { description: 'The board as it is now', schema: boardSchema },
      400: error(`The body does not match the schema, or \`${BOARD_MESSAGES.tooManyColumns}\``),
      401: UNAUTHORISED,
      403: FORBIDDEN,
      404: noBoard,
    },
  },
  updateColumn: {
    method: 'put',
    path: '/app/boards/{id}/columns/{columnId}',
    operationId: 'updateBoardColumn',
    tag: 'boards',
    summary: 'Rename a column, set its WIP limit, or move it to place `index` (from 0; past the end: last)',
    auth: true,
    permission: BOARD_PERMISSIONS.manage,
    pathParams: columnParams,
    body: columnUpdateSchema,
    responses: {
      200: { description: 'The board as it is now', schema: boardSchema },
      400: badBody,
      401: UNAUTHORISED,
      403: FORBIDDEN,
      404: error(`\`${BOARD_MESSAGES.noBoard}\` or \`${BOARD_MESSAGES.noColumn}\``),
    },
  },
  deleteColumn: {
    method: 'delete',
    path: '/app/boards/{id}/columns/{columnId}',
    operationId: 'deleteBoardColumn',
    tag: 'boards',
    summary: 'Delete a column; one with cards needs `?moveTo=<columnId>`, whose end its cards go to, in their order',
    auth: true,
    permission: BOARD_PERMISSIONS.manage,
    pathParams: columnParams,
    query: { moveTo: { description: 'Another column of the board, which takes the cards', schema: id } },
    responses: {
      200: { description: 'The board as it is now', schema: boardSchema },
      400: error(`\`${BOARD_MESSAGES.badMoveTo}\``),
      401: UNAUTHORISED,
      403: FORBIDDEN,
      404: error(`\`${BOARD_MESSAGES.noBoard}\` or \`${BOARD_MESSAGES.noColumn}\``),
      409: error(`\`${BOARD_MESSAGES.columnHasCards}\``),
    },
  },
  createCard: {
    method: 'post',
    path: '/app/tasks',
    operationId: 'createTask',
    tag: 'boards',
    summary: 'Add a card at the end of a column of a board',
    auth: true,
    permission: BOARD_PERMISSIONS.createCard,
    body: cardCreateSchema,
    responses: {
      200: { description: 'The card (version 1)', schema: cardSchema, headers: WITH_ETAG },
      400: error(`The body does not match the schema, or \`${BOARD_MESSAGES.noColumn}\``),
      401: UNAUTHORISED,
      403: FORBIDDEN,
      404: noBoard,
    },
  },
  listCards: {
    method: 'get',
    path: '/app/tasks',
    operationId: 'listTasks',
    tag: 'boards',
    summary: 'The cards of every board, as every list: all of them, or one page (page, pageSize) sorted, searched and filtered',
    auth: true,
    permission: BOARD_PERMISSIONS.read,
    query: cardListQuery,
    responses: {
      200: {
        description: 'The cards (plain array, by id unless sorted), or `{ items, total }` when page is given',
        schema: z.union([z.array(cardSchema), z.object({ items: z.array(cardSchema), total: z.int().check(z.nonnegative()) })]),
      },
      400: error('Bad `page`, `pageSize`, `sort`, `q`, or filter value (the message says which)'),
      401: UNAUTHORISED,
      403: FORBIDDEN,
    },
  },
  getCard: {
    method: 'get',
    path: '/app/tasks/{id}',
    operationId: 'getTask',
    tag: 'boards',
    summary: 'One card as it is now, its version as the ETag',
    auth: true,
    permission: BOARD_PERMISSIONS.read,
    pathParams: taskId,
    responses: {
      200: { description: 'The card', schema: cardSchema, headers: WITH_ETAG },
      401: UNAUTHORISED,
      403: FORBIDDEN,
      404: error(`\`${BOARD_MESSAGES.noCard}\``),
    },
  },
  updateCard: {
    method: 'put',
    path: '/app/tasks/{id}',
    operationId: 'updateTask',
    tag: 'boards',
    summary: "Replace a card's fields (not its column or place: a move does); with If-Match only while it has that version",
    auth: true,
    permission: BOARD_PERMISSIONS.updateCard,
    pathParams: taskId,
    headers: IF_MATCH_HEADER,
    body: cardFieldsSchema,
    responses: {
      200: { description: 'The card with its new version', schema: cardSchema, headers: WITH_ETAG },
      400: badBody,
      401: UNAUTHORISED,
      403: FORBIDDEN,
      404: error(`\`${BOARD_MESSAGES.noCard}\``),
      412: stale,
    },
  },
  moveCard: {
    method: 'patch',
    path: '/app/tasks/{id}',
    operationId: 'moveTask',
    tag: 'boards',
    summary:
      'Move a card: into `columnId`, right above `before` or right below `after` (neither: at the end). Only its column and key change. Moves into one place at once all land, one after another, each card once',
    auth: true,
    permission: BOARD_PERMISSIONS.updateCard,
    pathParams: taskId,
    headers: IF_MATCH_HEADER,
    body: moveBodySchema,
    responses: {
      200: { description: 'The moved card with its new version', schema: cardSchema, headers: WITH_ETAG },
      400: error(
        `The body does not match the schema, \`${BOARD_MESSAGES.beforeAndAfter}\`, \`${BOARD_MESSAGES.badAnchor('before')}\` (or after), or \`${BOARD_MESSAGES.noColumn}\``,
      ),
      401: UNAUTHORISED,
      403: FORBIDDEN,
      404: error(`\`${BOARD_MESSAGES.noCard}\``),
      412: stale,
    },
  },
  deleteCard: {
    method: 'delete',
    path: '/app/tasks/{id}',
    operationId: 'deleteTask',
    tag: 'boards',
    summary: 'Delete a card with its comments; with If-Match only while it has that version',
    auth: true,
    permission: BOARD_PERMISSIONS.deleteCard,
    pathParams: taskId,
    headers: IF_MATCH_HEADER,
    responses: {
      200: { description: 'Its id', schema: deletedSchema },
      401: UNAUTHORISED,
      403: FORBIDDEN,
      404: error(`\`${BOARD_MESSAGES.noCard}\``),
      412: stale,
    },
  },
  listComments: {
    method: 'get',
    path: '/app/tasks/{id}/comments',
    operationId: 'listTaskComments',
    tag: 'boards',
    summary: "A card's comments, oldest first (newest last)",
    auth: true,
    permission: BOARD_PERMISSIONS.read,
    pathParams: taskId,
    responses: {
      200: { description: 'The comments', schema: commentsSchema },
      401: UNAUTHORISED,
      403: FORBIDDEN,
      404: error(`\`${BOARD_MESSAGES.noCard}\``),
    },
  },
  addComment: {
    method: 'post',
    path: '/app/tasks/{id}/comments',
    operationId: 'addTaskComment',
    tag: 'boards',
    summary: 'Comment on a card as the signed-in account',
    auth: true,
    permission: BOARD_PERMISSIONS.updateCard,
    pathParams: taskId,
    body: commentBodySchema,
    responses: {
      200: { description: 'The comment', schema: commentSchema },
      400: badBody,
      401: UNAUTHORISED,
      403: FORBIDDEN,
      404: error(`\`${BOARD_MESSAGES.noCard}\``),
    },
  },
  updateComment: {
    method: 'put',
    path: '/app/tasks/{id}/comments/{commentId}',
    operationId: 'updateTaskComment',
    tag: 'boards',
    summary: 'Change the text of a comment; only its author may',
    auth: true,
    permission: BOARD_PERMISSIONS.updateCard,
    pathParams: commentParams,
    body: commentBodySchema,
    responses: {
      200: { description: 'The comment', schema: commentSchema },
      400: badBody,
      401: UNAUTHORISED,
      403: error(`\`${BOARD_MESSAGES.notYourComment}\`, or the role lacks the permission`),
      404: error(`\`${BOARD_MESSAGES.noCard}\` or \`${BOARD_MESSAGES.noComment}\``),
    },
  },
} as const satisfies Record<string, RouteDef>;
