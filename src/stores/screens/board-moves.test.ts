import { describe, expect, it } from 'vitest';
import type { Board, Card } from '../../api/screens/boards.ts';
import { changedCards, findCard, moveBody, moveCard, overLimit, stepOfKey, stepPlace } from './board-moves.ts';

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

const board: Board = {
  id: 1,
  name: 'Team',
  columns: [
    { id: 10, name: 'To do', wipLimit: null, cards: [card(1, 10), card(2, 10), card(3, 10)] },
    { id: 20, name: 'Doing', wipLimit: 1, cards: [card(4, 20)] },
    { id: 30, name: 'Done', wipLimit: null, cards: [] },
  ],
  people: [],
};

const ids = (b: Board) => b.columns.map((c) => c.cards.map((k) => k.id));

describe('moveCard', () => {
  it('moves a card within its column and across columns', () => {
    expect(ids(moveCard(board, 1, { columnId: 10, index: 2 }))).toEqual([[2, 3, 1], [4], []]);
    expect(ids(moveCard(board, 2, { columnId: 20, index: 0 }))).toEqual([[1, 3], [2, 4], []]);
    expect(ids(moveCard(board, 3, { columnId: 30, index: 9 }))).toEqual([[1, 2], [4], [3]]);
    expect(findCard(moveCard(board, 3, { columnId: 30, index: 0 }), 3)?.card.columnId).toBe(30);
  });

  it('leaves the board as it was for a card or column that is not on it', () => {
    expect(moveCard(board, 99, { columnId: 10, index: 0 })).toBe(board);
    expect(moveCard(board, 1, { columnId: 99, index: 0 })).toBe(board);
  });
});

describe('moveBody', () => {
  it('names the card below, else the card above, else only the column', () => {
    expect(moveBody(moveCard(board, 4, { columnId: 10, index: 1 }), 4)).toEqual({ columnId: 10, before: 2 });
    expect(moveBody(moveCard(board, 4, { columnId: 10, index: 3 }), 4)).toEqual({ columnId: 10, after: 3 });
    expect(moveBody(moveCard(board, 4, { columnId: 30, index: 0 }), 4)).toEqual({ columnId: 30 });
  });
});

describe('keyboard steps', () => {
  it('mirrors the left and right arrows in a right-to-left page', () => {
    expect(stepOfKey('ArrowRight', false)).toBe('next');
    expect(stepOfKey('ArrowRight', true)).toBe('previous');
    expect(stepOfKey('ArrowLeft', true)).toBe('next');
    expect(stepOfKey('ArrowDown', true)).toBe('down');
    expect(stepOfKey('Tab', false)).toBeUndefined();
  });

  it('steps within a column and across columns, and stops at the edges', () => {
    expect(stepPlace(board, 1, 'down')).toEqual({ columnId: 10, index: 1 });
    expect(stepPlace(board, 1, 'up')).toBeUndefined();
    expect(stepPlace(board, 3, 'down')).toBeUndefined();
    expect(stepPlace(board, 3, 'next')).toEqual({ columnId: 20, index: 1 });
    expect(stepPlace(board, 4, 'next')).toEqual({ columnId: 30, index: 0 });
    expect(stepPlace(board, 1, 'previous')).toBeUndefined();
  });
});

describe('overLimit and changedCards', () => {
  it('warns only past a limit', () => {
    expect(overLimit(board.columns[1]!)).toBe(false);
    expect(overLimit({ wipLimit: 1, cards: [card(5, 20), card(6, 20)] })).toBe(true);
    expect(overLimit({ wipLimit: null, cards: [card(5, 20), card(6, 20)] })).toBe(false);
  });

  it('names the cards a remote change moved, edited or added', () => {
    const after = moveCard(board, 3, { columnId: 30, index: 0 });
    expect([...changedCards(board, after)]).toEqual([3]);
    const edited: Board = {
      ...board,
      columns: board.columns.map((c) => (c.id === 20 ? { ...c, cards: [card(4, 20, 2), card(7, 20)] } : c)),
    };
    expect([...changedCards(board, edited)].sort()).toEqual([4, 7]);
  });
});
