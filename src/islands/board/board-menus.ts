/** The choices of a card's "Move to…" menu and of a column's menu, as the board's menus list them. */
import type { Translate } from '../../i18n/translator.ts';
import type { Board } from '../../stores/screens/board.ts';
import { findCard, type CardPlace } from '../../stores/screens/board-moves.ts';
import type { MenuChoice } from './PopoverMenu.tsx';

/** Move up and down its column, then to the end of each other column. */
export function cardMenuChoices(
  t: Translate,
  board: Board | null,
  cardId: number,
  moveTo: (cardId: number, place: CardPlace) => void,
): MenuChoice[] {
  const found = board && findCard(board, cardId);
  if (!board || !found) return [];
  const here = found.column.id;
  const choices: MenuChoice[] = [];
  if (found.index > 0)
    choices.push({ key: 'up', label: t('board.moveUp'), onSelect: () => moveTo(cardId, { columnId: here, index: found.index - 1 }) });
  if (found.index < found.column.cards.length - 1)
    choices.push({ key: 'down', label: t('board.moveDown'), onSelect: () => moveTo(cardId, { columnId: here, index: found.index + 1 }) });
  for (const column of board.columns)
    if (column.id !== here)
      choices.push({
        key: `c${column.id}`,
        label: t('board.moveToColumn', { column: column.name }),
        onSelect: () => moveTo(cardId, { columnId: column.id, index: column.cards.length }),
      });
  return choices;
}

export interface ColumnMenuActions {
  edit(): void;
  remove(): void;
  /** Moves the column to place `index` (from 0). */
  moveTo(index: number): void;
}

/** Rename or set the limit, one place earlier or later, delete. */
export function columnMenuChoices(t: Translate, index: number, count: number, actions: ColumnMenuActions): MenuChoice[] {
  const choices: MenuChoice[] = [{ key: 'edit', label: t('board.columnEdit'), onSelect: actions.edit }];
  if (index > 0) choices.push({ key: 'earlier', label: t('board.columnEarlier'), onSelect: () => actions.moveTo(index - 1) });
  if (index < count - 1) choices.push({ key: 'later', label: t('board.columnLater'), onSelect: () => actions.moveTo(index + 1) });
  choices.push({ key: 'delete', label: t('board.columnDelete'), onSelect: actions.remove });
  return choices;
}

/** A board's menu beside the picker (administrators): a new board, and with one open, rename or delete it. */
export function boardMenuChoices(t: Translate, hasBoard: boolean, open: (mode: 'create' | 'rename' | 'delete') => void): MenuChoice[] {
  const choices: MenuChoice[] = [{ key: 'create', label: t('board.boardNewMenu'), onSelect: () => open('create') }];
  if (hasBoard)
    choices.push(
      { key: 'rename', label: t('board.boardRename'), onSelect: () => open('rename') },
      { key: 'delete', label: t('board.boardDelete'), onSelect: () => open('delete') },
    );
  return choices;
}
