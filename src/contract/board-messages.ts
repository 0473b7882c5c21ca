/**
 * The task board's limits, priorities, permissions and the words of its refusals, without zod: src/api/errors.ts
 * recognises the words on every page and the board's island reads the rest, and neither may bring the contract's
 * schemas along (its client loads them with the first call). src/contract/boards.ts re-exports them.
 */

/** Limits a body is refused past (400). */
export const BOARD_LIMITS = {
  boardName: 80,
  columnName: 60,
  title: 200,
  /** A description's HTML as stored (sanitised by whoever renders it: docs/rich-text.md). */
  description: 10_000,
  labels: 10,
  labelName: 40,
  comment: 4_000,
  /** Columns on one board. */
  columns: 20,
  wipLimit: 999,
} as const;

/** The backends' words of the board's refusals, word for word (the UI recognises them). */
export const BOARD_MESSAGES = {
  noBoard: 'No board with that id',
  noColumn: 'No column with that id on this board',
  noCard: 'No task with that id',
  noComment: 'No comment with that id on this task',
  /** 409: a delete of a column that still has cards, without `?moveTo=`. */
  columnHasCards: 'The column has cards: say where they go with ?moveTo=<columnId>',
  /** 400: `moveTo` naming the deleted column itself or no column of the board. */
  badMoveTo: 'Invalid input: moveTo: another column of this board',
  /** 400: a move naming both `before` and `after`. */
  beforeAndAfter: 'Invalid input: give before or after, not both',
  /** 400: `before` / `after` naming the moved card, or a card of another column. */
  badAnchor: (field: 'before' | 'after') => `Invalid input: ${field}: another card of the target column`,
  /** 403: a change of another account's comment. */
  notYourComment: 'Only its author changes a comment',
  /** 400: a column past BOARD_LIMITS.columns. */
  tooManyColumns: `A board has at most ${BOARD_LIMITS.columns} columns`,
} as const;

/** A card's priority, lowest first. */
export const TASK_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;

/** Who may do what on the boards: permissions of src/contract/permissions.ts. */
export const BOARD_PERMISSIONS = {
  /** Read boards, their columns, cards and comments (every role). */
  read: 'boards.read',
  /** Create a card (editor, admin). */
  createCard: 'tasks.create',
  /** Change or move a card, write a comment or change one's own (editor, admin). */
  updateCard: 'tasks.update',
  /** Delete a card (editor, admin). */
  deleteCard: 'tasks.delete',
  /** Create, rename and delete boards; add, change, reorder and delete columns (admin). */
  manage: 'boards.manage',
} as const;
