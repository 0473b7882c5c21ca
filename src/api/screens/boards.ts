/**
 * The task board's calls (src/contract/boards.ts), typed, for the board's store. Writes of a card take the version the
 * card was read with and send it as `If-Match`: a card someone changed or moved meanwhile answers 412, an `ApiError`
 * whose `body` is the card as it is now (the store makes it a RowConflict: `asConflict(error, cardSchema)` of
 * src/stores/conflict.ts). Every failure is the client's `ApiError`: its `status` and the backend's `message`, one of
 * BOARD_MESSAGES for the board's refusals.
 */
import { api } from '../client.ts';
import { etagOf } from '../../contract/versions.ts';
import type { Board, BoardSummary, Card, CardCreate, CardFields, ColumnUpdate, Comment, MoveBody } from '../../contract/boards.ts';

export type { Board, BoardSummary, Card, CardCreate, CardFields, Column, ColumnUpdate, Comment, MoveBody } from '../../contract/boards.ts';

// Loaded with the first call, in parallel with it: zod is not part of the page's first download.
const contract = () => import('../../contract/boards.ts');
const boardSchema = async () => (await contract()).boardSchema;
const boardsSchema = async () => (await contract()).boardSummariesSchema;
const commentSchema = async () => (await contract()).commentSchema;
const commentsSchema = async () => (await contract()).commentsSchema;
const deletedSchema = async () => (await contract()).deletedSchema;
/** The card's schema, loaded on demand: a 412's body is the card as it is now (the store checks it with this). */
export const cardSchema = async () => (await contract()).cardSchema;

const boardPath = (id: number) => `/app/boards/${id}`;
const columnPath = (boardId: number, columnId: number) => `${boardPath(boardId)}/columns/${columnId}`;
const cardPath = (id: number) => `/app/tasks/${id}`;

/** `If-Match` for the version the card was read with; none when it is not known (the write is then unconditional). */
const ifMatch = (version: number | undefined) => (version === undefined ? {} : { headers: { 'If-Match': etagOf(version) } });

/** `GET /app/boards`: every board with its column and card counts. */
export function getBoards(signal?: AbortSignal): Promise<BoardSummary[]> {
  return api.get('/app/boards', { schema: boardsSchema, signal });
}

/** `GET /app/boards/{id}`: the board, its columns in order, each with its cards in order. */
export function getBoard(id: number, signal?: AbortSignal): Promise<Board> {
  return api.get(boardPath(id), { schema: boardSchema, signal });
}

/** `POST /app/boards` (administrators): a board of the default columns, answered whole. */
export function createBoard(name: string): Promise<Board> {
  return api.post('/app/boards', { name }, { schema: boardSchema });
}

/** `PUT /app/boards/{id}` (administrators): a new name; the board as it is after. */
export function renameBoard(id: number, name: string): Promise<Board> {
  return api.put(boardPath(id), { name }, { schema: boardSchema });
}

/** `DELETE /app/boards/{id}` (administrators): the board with its columns, cards and comments. */
export function deleteBoard(id: number): Promise<{ id: number }> {
  return api.delete(boardPath(id), undefined, { schema: deletedSchema });
}

/** `POST /app/boards/{id}/columns` (administrators): a column at the end; the board as it is after. */
export function addColumn(boardId: number, name: string, wipLimit: number | null = null): Promise<Board> {
  return api.post(`${boardPath(boardId)}/columns`, { name, wipLimit }, { schema: boardSchema });
}

/** `PUT /app/boards/{id}/columns/{columnId}` (administrators): rename, WIP limit, or a new place (`index` from 0). */
export function updateColumn(boardId: number, columnId: number, change: ColumnUpdate): Promise<Board> {
  return api.put(columnPath(boardId, columnId), change, { schema: boardSchema });
}

/**
 * `DELETE /app/boards/{id}/columns/{columnId}` (administrators). A column with cards needs `moveTo`, the column whose
 * end its cards go to; without it the answer is a 409 (BOARD_MESSAGES.columnHasCards).
 */
export function deleteColumn(boardId: number, columnId: number, moveTo?: number): Promise<Board> {
  return api.delete(columnPath(boardId, columnId), undefined, {
    schema: boardSchema,
    ...(moveTo === undefined ? {} : { query: { moveTo } }),
  });
}

/** `GET /app/tasks/{id}`: one card as it is now. */
export function getCard(id: number, signal?: AbortSignal): Promise<Card> {
  return api.get(cardPath(id), { schema: cardSchema, signal });
}

/** `POST /app/tasks`: a card at the end of its column. */
export function createCard(card: CardCreate): Promise<Card> {
  return api.post('/app/tasks', card, { schema: cardSchema });
}

/** `PUT /app/tasks/{id}`: the card's fields (not its place); 412 when it changed since `version`. */
export function updateCard(id: number, fields: CardFields, version?: number): Promise<Card> {
  return api.put(cardPath(id), fields, { schema: cardSchema, ...ifMatch(version) });
}

/**
 * `PATCH /app/tasks/{id}`: the card into `move.columnId`, right above `move.before` or right below `move.after` (neither:
 * at the end); 412 when it changed or moved since `version`.
 */
export function moveCard(id: number, move: MoveBody, version?: number): Promise<Card> {
  return api.patch(cardPath(id), move, { schema: cardSchema, ...ifMatch(version) });
}

/** `DELETE /app/tasks/{id}`: the card with its comments; 412 when it changed since `version`. */
export function deleteCard(id: number, version?: number): Promise<{ id: number }> {
  return api.delete(cardPath(id), undefined, { schema: deletedSchema, ...ifMatch(version) });
}

/** `GET /app/tasks/{id}/comments`: oldest first, newest last. */
export function getComments(taskId: number, signal?: AbortSignal): Promise<Comment[]> {
  return api.get(`${cardPath(taskId)}/comments`, { schema: commentsSchema, signal });
}

/** `POST /app/tasks/{id}/comments`: a comment by the signed-in account. */
export function addComment(taskId: number, text: string): Promise<Comment> {
  return api.post(`${cardPath(taskId)}/comments`, { text }, { schema: commentSchema });
}

/** `PUT /app/tasks/{id}/comments/{commentId}`: its author only (403 BOARD_MESSAGES.notYourComment for anyone else). */
export function updateComment(taskId: number, commentId: number, text: string): Promise<Comment> {
  return api.put(`${cardPath(taskId)}/comments/${commentId}`, { text }, { schema: commentSchema });
}
