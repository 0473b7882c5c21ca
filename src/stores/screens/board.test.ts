import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Board, Card } from '../../api/screens/boards.ts';
import { ApiError } from '../../api/client.ts';
import { RowConflict } from '../conflict.ts';
import { deliverChange } from '../live-changes.ts';
import { findCard } from './board-moves.ts';

const card = (id: number, columnId: number, version = 1): Card => ({
  id,
  boardId: 1,
  columnId,
  title: `Card ${id}`,
  description: '',
  assigneeId: null,
  dueDate: null,
  labels: [],
  priority: 'medium',
  position: `a${id}`,
  commentCount: 0,
  version,
});
const BOARD: Board = {
  id: 1,
  name: 'Team',
  columns: [
    { id: 10, name: 'To do', wipLimit: null, cards: [card(1, 10), card(2, 10)] },
    { id: 20, name: 'Done', wipLimit: null, cards: [card(3, 20)] },
  ],
  people: [],
};

const api = vi.hoisted(() => ({
  getBoards: vi.fn(),
  getBoard: vi.fn(),
  moveCard: vi.fn(),
  createBoard: vi.fn(),
  renameBoard: vi.fn(),
  deleteBoard: vi.fn(),
}));
vi.mock('../../api/screens/boards.ts', async () => {
  const { cardSchema } = await import('../../contract/boards.ts');
  return { ...api, cardSchema: () => Promise.resolve(cardSchema) };
});

const { boardStore } = await import('./board.ts');
const place = (cardId: number) => {
  const found = findCard(boardStore.$state.get().board!, cardId);
  return found && { column: found.column.id, index: found.index };
};
const change = {
  id: 1,
  at: '2026-12-02T12:00:00Z',
  userId: 2,
  userName: 'Someone',
  resource: 'tasks' as const,
  action: 'update' as const,
  rowId: 3,
  version: 2,
};

beforeEach(async () => {
  vi.useFakeTimers();
  api.getBoards.mockResolvedValue([{ id: 1, name: 'Team', columnCount: 2, cardCount: 3 }]);
  api.getBoard.mockResolvedValue(BOARD);
  await boardStore.open(1);
  api.getBoard.mockClear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('board store', () => {
  it('moves a card at once and sends its version and one anchor', async () => {
    api.moveCard.mockResolvedValue({ ...card(1, 20, 2), position: 'b' });
    const moving = boardStore.move(1, { columnId: 20, index: 1 });
    expect(place(1)).toEqual({ column: 20, index: 1 });
    await moving;
    expect(api.moveCard).toHaveBeenCalledWith(1, { columnId: 20, after: 3 }, 1);
    expect(findCard(boardStore.$state.get().board!, 1)?.card.version).toBe(2);
  });

  it('puts the card back, reads the board again and throws a RowConflict on a 412', async () => {
    api.moveCard.mockRejectedValue(new ApiError('Precondition failed', 412, 'http', card(1, 10, 5)));
    await expect(boardStore.move(1, { columnId: 20, index: 0 })).rejects.toBeInstanceOf(RowConflict);
    expect(place(1)).toEqual({ column: 10, index: 0 });
    expect(api.getBoard).toHaveBeenCalledTimes(1);
  });

  it('reads a live change after a short delay, but not while a card is held', async () => {
    const moved: Board = {
      ...BOARD,
      columns: [
        { ...BOARD.columns[0]!, cards: [card(2, 10)] },
        { ...BOARD.columns[1]!, cards: [card(3, 20), card(1, 20, 2)] },
      ],
    };
    api.getBoard.mockResolvedValue(moved);
    boardStore.hold();
    deliverChange(change);
    await vi.advanceTimersByTimeAsync(100);
    expect(api.getBoard).not.toHaveBeenCalled();
    expect(place(1)).toEqual({ column: 10, index: 0 });
    boardStore.release();
    await vi.advanceTimersByTimeAsync(0);
    expect(api.getBoard).toHaveBeenCalledTimes(1);
    expect(place(1)).toEqual({ column: 20, index: 1 });
    expect([...boardStore.$state.get().changed]).toEqual([1]);
  });

  it('ignores changes of other lists', async () => {
    deliverChange({ ...change, resource: 'calendar' });
    await vi.advanceTimersByTimeAsync(100);
    expect(api.getBoard).not.toHaveBeenCalled();
  });

  it('opens a new board with the boards read again, and renames the open one in the picker too', async () => {
    const made: Board = { id: 7, name: 'Launch', columns: [{ id: 70, name: 'To do', wipLimit: null, cards: [] }], people: [] };
    api.createBoard.mockResolvedValue(made);
    api.getBoards.mockResolvedValue([
      { id: 7, name: 'Launch', columnCount: 1, cardCount: 0 },
      { id: 1, name: 'Team', columnCount: 2, cardCount: 3 },
    ]);
    expect(await boardStore.createBoard('Launch')).toBe(7);
    expect(api.createBoard).toHaveBeenCalledWith('Launch');
    expect(boardStore.$state.get().board?.id).toBe(7);
    expect(boardStore.$state.get().boards.map((b) => b.id)).toEqual([7, 1]);
    api.renameBoard.mockResolvedValue({ ...made, name: 'Go live' });
    await boardStore.renameBoard('Go live');
    expect(api.renameBoard).toHaveBeenCalledWith(7, 'Go live');
    expect(boardStore.$state.get().boards.map((b) => b.name)).toEqual(['Go live', 'Team']);
    expect(boardStore.$state.get().board?.name).toBe('Go live');
  });

  it('drops a read of the board open before a new one, begun by a live change, when it answers late', async () => {
    let answer: (board: Board) => void = () => undefined;
    api.getBoard.mockReturnValue(new Promise<Board>((resolve) => (answer = resolve)));
    deliverChange({ ...change, resource: 'boards', action: 'create', rowId: 7 });
    await vi.advanceTimersByTimeAsync(100);
    expect(api.getBoard).toHaveBeenCalledWith(1);
    api.createBoard.mockResolvedValue({ id: 7, name: 'Launch', columns: [], people: [] });
    await boardStore.createBoard('Launch');
    answer(BOARD);
    await vi.advanceTimersByTimeAsync(0);
    expect(boardStore.$state.get().board?.id).toBe(7);
  });

  it('opens the first board left after a delete, and none when it was the last', async () => {
    api.deleteBoard.mockResolvedValue({ id: 1 });
    api.getBoards.mockResolvedValue([{ id: 4, name: 'Other', columnCount: 0, cardCount: 0 }]);
    api.getBoard.mockResolvedValue({ ...BOARD, id: 4, name: 'Other' });
    expect(await boardStore.deleteBoard()).toBe(4);
    expect(api.deleteBoard).toHaveBeenCalledWith(1);
    expect(boardStore.$state.get().board?.id).toBe(4);
    api.getBoards.mockResolvedValue([]);
    expect(await boardStore.deleteBoard()).toBeUndefined();
    expect(api.deleteBoard).toHaveBeenLastCalledWith(4);
    expect(boardStore.$state.get()).toMatchObject({ boards: [], board: null });
  });

  it('keeps the board open when a delete is refused', async () => {
    api.deleteBoard.mockRejectedValue(new ApiError('Forbidden', 403, 'http'));
    await expect(boardStore.deleteBoard()).rejects.toBeInstanceOf(ApiError);
    expect(boardStore.$state.get().board?.id).toBe(1);
  });
});
