/**
 * The task board's calls (the contract: src/contract/boards.ts), each answer checked against its schema. A local
 * adapter until the board's API client (`src/api/boards.ts`) is in: the store imports only what is here, so moving
 * to that client is one import.
 */
import { z } from 'zod/mini';
import { api } from '../api/client.ts';
import {
  boardSchema,
  boardSummarySchema,
  cardSchema,
  commentSchema,
  type Board,
  type BoardSummary,
  type Card,
  type CardFields,
  type Column,
  type Comment,
  type Label,
  type MoveBody,
} from '../contract/boards.ts';
import { ifMatchHeaders } from './conflict.ts';

export type { Board, BoardSummary, Card, CardFields, Column, Comment, Label, MoveBody };

const withIfMatch = (version: number | undefined) => {
  const headers = ifMatchHeaders(version);
  return headers ? { headers } : {};
};

const boards = z.array(boardSummarySchema);
const comments = z.array(commentSchema);
const deleted = z.object({ id: z.int() });

export const boardApi = {
  listBoards: (): Promise<BoardSummary[]> => api.get('/app/boards', { schema: boards }),
  getBoard: (id: number): Promise<Board> => api.get(`/app/boards/${id}`, { schema: boardSchema }),
  addColumn: (boardId: number, column: { name: string; wipLimit: number | null }): Promise<Board> =>
    api.post(`/app/boards/${boardId}/columns`, column, { schema: boardSchema }),
  updateColumn: (boardId: number, columnId: number, column: { name?: string; wipLimit?: number | null; index?: number }): Promise<Board> =>
    api.put(`/app/boards/${boardId}/columns/${columnId}`, column, { schema: boardSchema }),
  /** `moveTo`: the column whose end takes its cards (needed when it has any). */
  deleteColumn: (boardId: number, columnId: number, moveTo: number | undefined): Promise<Board> =>
    api.delete(`/app/boards/${boardId}/columns/${columnId}`, undefined, {
      schema: boardSchema,
      ...(moveTo === undefined ? {} : { query: { moveTo } }),
    }),
  getTask: (id: number): Promise<Card> => api.get(`/app/tasks/${id}`, { schema: cardSchema }),
  createTask: (task: { boardId: number; columnId: number; title: string }): Promise<Card> =>
    api.post('/app/tasks', task, { schema: cardSchema }),
  updateTask: (id: number, fields: CardFields, version: number | undefined): Promise<Card> =>
    api.put(`/app/tasks/${id}`, fields, { schema: cardSchema, ...withIfMatch(version) }),
  deleteTask: (id: number, version: number | undefined): Promise<unknown> =>
    api.delete(`/app/tasks/${id}`, undefined, { schema: deleted, ...withIfMatch(version) }),
  moveTask: (id: number, move: MoveBody, version: number | undefined): Promise<Card> =>
    api.patch(`/app/tasks/${id}`, move, { schema: cardSchema, ...withIfMatch(version) }),
  listComments: (taskId: number): Promise<Comment[]> => api.get(`/app/tasks/${taskId}/comments`, { schema: comments }),
  addComment: (taskId: number, text: string): Promise<Comment> =>
    api.post(`/app/tasks/${taskId}/comments`, { text }, { schema: commentSchema }),
  updateComment: (taskId: number, commentId: number, text: string): Promise<Comment> =>
    api.put(`/app/tasks/${taskId}/comments/${commentId}`, { text }, { schema: commentSchema }),
};
