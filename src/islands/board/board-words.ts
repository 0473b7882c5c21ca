/**
 * What the board says: the announcements of a move (read from the live region in the page's language), a card's
 * place in words, and the labels of the fields whose values are codes (priority, label colour).
 */
import type { Translate } from '../../i18n/translator.ts';
import type { Board } from '../../stores/screens/board.ts';
import { findCard } from '../../stores/screens/board-moves.ts';

/** "Card "Fix login" is in Done, position 2 of 4." — or an empty string for a card not on the board. */
export function placeText(t: Translate, board: Board, cardId: number): string {
  const found = findCard(board, cardId);
  if (!found) return '';
  return t('board.announce.place', {
    title: found.card.title,
    column: found.column.name,
    position: found.index + 1,
    total: found.column.cards.length,
  });
}

export type MoveWord = 'lifted' | 'moved' | 'dropped' | 'cancelled' | 'edge';

/** One announcement: what happened, then where the card is now. */
export function moveAnnouncement(t: Translate, word: MoveWord, board: Board, cardId: number): string {
  const title = findCard(board, cardId)?.card.title ?? '';
  const place = placeText(t, board, cardId);
  if (word === 'lifted') return `${t('board.announce.lifted', { title })} ${place} ${t('board.announce.liftedHelp')}`;
  return `${t(`board.announce.${word}`, { title })} ${place}`;
}

/** Initials of a name for an avatar: the first letters of its first two words. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((w) => [...w][0]?.toLocaleUpperCase() ?? '')
    .join('');
}
