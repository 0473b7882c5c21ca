/**
 * The task board's store: the boards there are, the open board with its columns and cards, optimistic moves with
 * rollback, and the live stream's changes applied within a few tens of milliseconds, except while a card is being
 * dragged here: those wait for the drop, so the card under the pointer is not taken away.
 */
import { atom, type ReadableAtom } from 'nanostores';
import { ApiError } from '../../api/client.ts';
import { onLiveChange } from '../live-changes.ts';
import * as boardApi from '../../api/screens/boards.ts';
import type { Board, BoardSummary, Card, CardFields, ColumnUpdate, Comment } from '../../api/screens/boards.ts';
import { asConflict } from '../conflict.ts';
import { changedCards, findCard, moveBody, moveCard, type CardPlace } from './board-moves.ts';

export type { Board, BoardSummary, Card, CardFields, Column, Comment } from '../../api/screens/boards.ts';

export interface BoardState {
  boards: readonly BoardSummary[];
  board: Board | null;
  loading: boolean;
  /** The last failure of a read (translate it with translateError). */
  error: unknown;
  /** Cards another person just moved, added or edited: the island animates them once. */
  changed: ReadonlySet<number>;
}

/** What the live stream names the board's cards and columns by. */
const BOARD_RESOURCES: ReadonlySet<string> = new Set(['tasks', 'task', 'boards', 'board', 'board_columns']);
/** A burst of changes is read once, this long after its first (the goal is 300 ms from a write to the screen). */
const LIVE_DELAY_MS = 40;

const $state = atom<BoardState>({ boards: [], board: null, loading: false, error: null, changed: new Set() });
const patch = (next: Partial<BoardState>) => $state.set({ ...$state.get(), ...next });

let openId: number | undefined;
/** A drag is under way here: remote changes wait for its drop. */
let holding = false;
/** A change arrived (or a read was asked for) while held or while a move was on its way. */
let pending = false;
let movesInFlight = 0;
let liveTimer: ReturnType<typeof setTimeout> | undefined;
let stopLive: (() => void) | undefined;
let readSeq = 0;

function setBoard(board: Board, remote: boolean): void {
  const before = $state.get().board;
  const changed = remote && before?.id === board.id ? changedCards(before, board) : new Set<number>();
  patch({ board, error: null, changed });
}

/** Reads the open board again without a loading state; deferred while a drag or a move is under way. */
async function reread(remote: boolean): Promise<void> {
  if (openId === undefined) return;
  if (holding || movesInFlight > 0) {
    pending = true;
    return;
  }
  pending = false;
  const seq = ++readSeq;
  try {
    const board = await boardApi.getBoard(openId);
    // A move or drag begun while it was read, or a newer read, wins: this answer may be older than what is on screen.
    if (seq !== readSeq || holding || movesInFlight > 0) {
      pending = true;
      return;
    }
    setBoard(board, remote);
  } catch (error) {
    patch({ error });
  }
}

/** Another board is the open one: a read of the one before, still on its way, is dropped when it answers. */
function switchTo(id: number | undefined): void {
  openId = id;
  readSeq++;
}

function settle(): void {
  if (!holding && movesInFlight === 0 && pending) void reread(true);
}

function listenLive(): void {
  stopLive ??= onLiveChange((change) => {
    if (!BOARD_RESOURCES.has(change.resource)) return;
    clearTimeout(liveTimer);
    liveTimer = setTimeout(() => void reread(true), LIVE_DELAY_MS);
  });
}

/** The card with its changes put in the open board (a card no longer on it stays off). */
function replaceCard(card: Card): void {
  const { board } = $state.get();
  if (!board) return;
  const columns = board.columns.map((column) =>
    column.cards.some((c) => c.id === card.id)
      ? { ...column, cards: column.cards.map((c) => (c.id === card.id ? { ...c, ...card } : c)) }
      : column,
  );
  patch({ board: { ...board, columns } });
}

/** A refused conditional write (412) as a RowConflict with the card as it is now; other failures as they are. */
const asCardConflict = (error: unknown): Promise<unknown> => asConflict(error, boardApi.cardSchema);

/** Whether a failure says the card (or comment) is gone: someone else deleted it. */
export function isGone(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

export const boardStore = {
  $state: $state as ReadableAtom<BoardState>,

  /**
   * Reads the boards, then the one asked for (else the first); answers the id of the board shown, undefined when
   * there is none. Listens to the live stream from then on.
   */
  async open(boardId?: number): Promise<number | undefined> {
    listenLive();
    patch({ loading: true, error: null });
    try {
      const boards = await boardApi.getBoards();
      const chosen = boards.find((b) => b.id === boardId) ?? boards[0];
      openId = chosen?.id;
      const board = chosen ? await boardApi.getBoard(chosen.id) : null;
      patch({ boards, board, loading: false, changed: new Set() });
      return chosen?.id;
    } catch (error) {
      patch({ loading: false, error });
      return undefined;
    }
  },

  /** GET the open board again, without a loading state (a retry, or after a refused move). */
  refresh: (): Promise<void> => reread(false),

  /** A drag begins: remote changes wait. */
  hold(): void {
    holding = true;
  },

  /** The drag ended (dropped or cancelled): what arrived meanwhile is read now. */
  release(): void {
    holding = false;
    settle();
  },

  /**
   * Moves a card at once on screen, then `PATCH /app/tasks/{id}` with the card's version. On any failure the
   * board goes back to how it was and is read again; the failure is thrown (a 412 as RowConflict) for the island
   * to say so.
   */
  async move(cardId: number, place: CardPlace): Promise<void> {
    const { board } = $state.get();
    const found = board && findCard(board, cardId);
    if (!board || !found) return;
    if (found.column.id === place.columnId && found.index === place.index) return;
    const next = moveCard(board, cardId, place);
    const body = moveBody(next, cardId);
    if (!body) return;
    patch({ board: next });
    movesInFlight++;
    try {
      const saved = await boardApi.moveCard(cardId, body, found.card.version);
      movesInFlight--;
      replaceCard({ ...saved, id: cardId });
    } catch (error) {
      movesInFlight--;
      const current = $state.get().board;
      // Only this card goes back: another move made meanwhile stays.
      const back = current ? moveCard(current, cardId, { columnId: found.column.id, index: found.index }) : board;
      patch({ board: back });
      pending = true;
      throw await asCardConflict(error);
    } finally {
      settle();
    }
  },

  /** GET /app/tasks/{id}: the card as it is now, with its version. */
  getCard: (id: number): Promise<Card> => boardApi.getCard(id),

  /** PUT /app/tasks/{id} with If-Match; a 412 throws RowConflict with the card as it is now, a 404 means deleted. */
  async saveCard(id: number, changes: CardFields, version: number | undefined): Promise<Card> {
    try {
      const saved = await boardApi.updateCard(id, changes, version);
      replaceCard({ ...saved, id });
      return saved;
    } catch (error) {
      throw await asCardConflict(error);
    }
  },

  async addCard(columnId: number, title: string): Promise<Card> {
    if (openId === undefined) throw new Error('No board is open');
    const saved = await boardApi.createCard({ boardId: openId, columnId, title });
    await reread(false);
    return saved;
  },

  async deleteCard(id: number, version: number | undefined): Promise<void> {
    try {
      await boardApi.deleteCard(id, version);
    } catch (error) {
      throw await asCardConflict(error);
    }
    await reread(false);
  },

  listComments: (taskId: number): Promise<Comment[]> => boardApi.getComments(taskId),
  addComment: (taskId: number, body: string): Promise<Comment> => boardApi.addComment(taskId, body),
  updateComment: (taskId: number, commentId: number, body: string): Promise<Comment> => boardApi.updateComment(taskId, commentId, body),

  /** A new board (admins), read with the boards and opened; answers its id. */
  async createBoard(name: string): Promise<number> {
    const made = await boardApi.createBoard(name);
    // The write's own live change must not read the board open before it: reads begun earlier are dropped.
    switchTo(made.id);
    const boards = await boardApi.getBoards();
    patch({ boards, board: made, error: null, changed: new Set() });
    return made.id;
  },

  /** Renames the open board (admins); the picker's list follows. */
  async renameBoard(name: string): Promise<void> {
    if (openId === undefined) return;
    const board = await boardApi.renameBoard(openId, name);
    patch({ boards: $state.get().boards.map((b) => (b.id === board.id ? { ...b, name: board.name } : b)) });
    setBoard(board, false);
  },

  /**
   * Deletes the open board with its columns, cards and comments (admins), then opens the first board left; answers
   * its id, undefined when none is left (the screen's empty state).
   */
  async deleteBoard(): Promise<number | undefined> {
    const id = openId;
    if (id === undefined) return undefined;
    // Nothing reads the board being deleted meanwhile (its live change would answer 404).
    switchTo(undefined);
    try {
      await boardApi.deleteBoard(id);
    } catch (error) {
      openId = id;
      throw error;
    }
    const boards = await boardApi.getBoards();
    const next = boards[0];
    switchTo(next?.id);
    const board = next ? await boardApi.getBoard(next.id) : null;
    patch({ boards, board, error: null, changed: new Set() });
    return next?.id;
  },

  /** Column changes (admins): each answers the board as it is now, which replaces the one on screen. */
  async addColumn(name: string, wipLimit: number | null): Promise<void> {
    if (openId !== undefined) setBoard(await boardApi.addColumn(openId, name, wipLimit), false);
  },
  async updateColumn(columnId: number, changes: ColumnUpdate): Promise<void> {
    if (openId !== undefined) setBoard(await boardApi.updateColumn(openId, columnId, changes), false);
  },
  async deleteColumn(columnId: number, moveTo: number | undefined): Promise<void> {
    if (openId !== undefined) setBoard(await boardApi.deleteColumn(openId, columnId, moveTo), false);
  },
};
