/**
 * Moves on a board held in memory, as pure functions: the optimistic move, the neighbours a move names to the API,
 * and the keyboard's next place for a lifted card. The store and the island share them; nothing here calls the API.
 */
import type { Board, Card, Column, MoveBody } from '../../api/screens/boards.ts';

export interface CardPlace {
  columnId: number;
  /** The card's index in its column. */
  index: number;
}

export interface FoundCard {
  card: Card;
  column: Column;
  columnIndex: number;
  index: number;
}

export function findCard(board: Board, cardId: number): FoundCard | undefined {
  for (const [columnIndex, column] of board.columns.entries()) {
    const index = column.cards.findIndex((card) => card.id === cardId);
    const card = column.cards[index];
    if (card) return { card, column, columnIndex, index };
  }
  return undefined;
}

/**
 * The board with the card taken out and put at `index` of column `columnId` (an index past the end puts it last).
 * The board as it was when the card or the column is not on it.
 */
export function moveCard(board: Board, cardId: number, to: CardPlace): Board {
  const found = findCard(board, cardId);
  if (!found || !board.columns.some((c) => c.id === to.columnId)) return board;
  const moved: Card = { ...found.card, columnId: to.columnId };
  const columns = board.columns.map((column) => {
    const cards = column.cards.filter((card) => card.id !== cardId);
    if (column.id !== to.columnId) return cards.length === column.cards.length ? column : { ...column, cards };
    const index = Math.max(0, Math.min(to.index, cards.length));
    return { ...column, cards: [...cards.slice(0, index), moved, ...cards.slice(index)] };
  });
  return { ...board, columns };
}

/** Where the card is now, as the API's move names it: its column and the card it sits above (or below). */
export function moveBody(board: Board, cardId: number): MoveBody | undefined {
  const found = findCard(board, cardId);
  if (!found) return undefined;
  const { cards } = found.column;
  // The API takes one anchor: the card below it, else the card above it (else it goes to the empty column's end).
  const next = cards[found.index + 1];
  const previous = cards[found.index - 1];
  if (next) return { columnId: found.column.id, before: next.id };
  if (previous) return { columnId: found.column.id, after: previous.id };
  return { columnId: found.column.id };
}

/** A step of a lifted card: up and down within its column, to the previous or next column in the board's order. */
export type KeyStep = 'up' | 'down' | 'previous' | 'next';

/** The arrow keys as steps; in a right-to-left page the left arrow goes to the next column (columns run right to left). */
export function stepOfKey(key: string, rtl: boolean): KeyStep | undefined {
  if (key === 'ArrowUp') return 'up';
  if (key === 'ArrowDown') return 'down';
  if (key === 'ArrowLeft') return rtl ? 'next' : 'previous';
  if (key === 'ArrowRight') return rtl ? 'previous' : 'next';
  return undefined;
}

/** The place a step takes the card to; undefined at an edge (the first card up, the last column next, …). */
export function stepPlace(board: Board, cardId: number, step: KeyStep): CardPlace | undefined {
  const found = findCard(board, cardId);
  if (!found) return undefined;
  if (step === 'up') return found.index > 0 ? { columnId: found.column.id, index: found.index - 1 } : undefined;
  if (step === 'down')
    return found.index < found.column.cards.length - 1 ? { columnId: found.column.id, index: found.index + 1 } : undefined;
  const target = board.columns[found.columnIndex + (step === 'next' ? 1 : -1)];
  if (!target) return undefined;
  return { columnId: target.id, index: Math.min(found.index, target.cards.length) };
}

/** Whether a column holds more cards than its limit (a limit of null or 0 is none). */
export function overLimit(column: Pick<Column, 'wipLimit' | 'cards'>): boolean {
  return column.wipLimit !== null && column.wipLimit > 0 && column.cards.length > column.wipLimit;
}

/**
 * The cards whose column, version or title differ between two boards, and the new ones: what a remote change moved or
 * edited, to be shown with a short animation. A card that only shifted because another left or arrived is not one
 * (a move within a column raises the moved card's version).
 */
export function changedCards(before: Board, after: Board): Set<number> {
  const keyOf = (columnId: number, card: Card) => `${columnId}:${card.version}:${card.title}`;
  const was = new Map<number, string>();
  for (const column of before.columns) for (const card of column.cards) was.set(card.id, keyOf(column.id, card));
  const changed = new Set<number>();
  for (const column of after.columns)
    for (const card of column.cards) if (was.get(card.id) !== keyOf(column.id, card)) changed.add(card.id);
  return changed;
}
