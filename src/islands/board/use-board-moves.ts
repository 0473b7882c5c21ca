import type { DragEndEvent, DragOverEvent, DragStartEvent } from '@dnd-kit/core';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { translateError } from '../../api/errors.ts';
import type { Translate } from '../../i18n/translator.ts';
import { boardStore, type Board } from '../../stores/screens/board.ts';
import { findCard, moveCard, stepOfKey, stepPlace, type CardPlace } from '../../stores/screens/board-moves.ts';
import { RowConflict } from '../../stores/conflict.ts';
import { notify } from '../../stores/notify.ts';
import { moveAnnouncement, type MoveWord } from './board-words.ts';

interface Lift {
  cardId: number;
  mode: 'pointer' | 'keyboard';
}

/** The card a drag's `over` names, or the column (its end). */
function placeOver(board: Board, cardId: number, over: DragOverEvent['over']): CardPlace | undefined {
  const data = over?.data.current as { type?: string; cardId?: number; columnId?: number } | undefined;
  if (data?.type === 'card' && data.cardId !== undefined) {
    if (data.cardId === cardId) return undefined;
    const target = findCard(board, data.cardId);
    return target ? { columnId: target.column.id, index: target.index } : undefined;
  }
  if (data?.type === 'column' && data.columnId !== undefined) {
    const column = board.columns.find((c) => c.id === data.columnId);
    const found = findCard(board, cardId);
    if (!column || found?.column.id === column.id) return undefined;
    return { columnId: column.id, index: column.cards.length };
  }
  return undefined;
}

const cardIdOf = (id: string | number) => Number(String(id).replace(/^card-/, ''));

/**
 * Moving cards: the keyboard (Space or Enter lifts, arrows move — left and right mirrored in a right-to-left page —,
 * Space or Enter drops, Esc cancels), the pointer (dnd-kit's mouse and touch sensors) and the "Move to…" menu. While a
 * card is lifted the board shown is a preview and the store holds remote changes until the drop. Every step is
 * announced through `announce` in the page's language.
 */
export function useBoardMoves(board: Board | null, t: Translate, announce: (text: string) => void) {
  const [preview, setPreview] = useState<Board | null>(null);
  const [lift, setLift] = useState<Lift | null>(null);
  const shown = preview ?? board;

  const say = (word: MoveWord, on: Board, cardId: number) => announce(moveAnnouncement(t, word, on, cardId));

  const begin = (cardId: number, mode: Lift['mode']) => {
    if (!board || !findCard(board, cardId)) return;
    boardStore.hold();
    setPreview(board);
    setLift({ cardId, mode });
    say('lifted', board, cardId);
  };

  const stepTo = (place: CardPlace | undefined) => {
    const current = preview;
    if (!lift || !current) return;
    if (!place) {
      say('edge', current, lift.cardId);
      return;
    }
    const next = moveCard(current, lift.cardId, place);
    setPreview(next);
    say('moved', next, lift.cardId);
  };

  /** Sends a move to the store (optimistic); a refusal puts the card back, reads the board again and says so. */
  const commit = async (cardId: number, place: CardPlace, final: Board) => {
    try {
      await boardStore.move(cardId, place);
      say('dropped', final, cardId);
    } catch (error) {
      const message = error instanceof RowConflict ? t('board.moveConflict') : `${t('board.moveFailed')} ${translateError(error, t)}`;
      announce(message);
      notify.error(message);
    }
  };

  const drop = () => {
    const current = preview;
    if (!lift || !current) return;
    const found = findCard(current, lift.cardId);
    setPreview(null);
    setLift(null);
    if (found) void commit(lift.cardId, { columnId: found.column.id, index: found.index }, current);
    // After the move has begun (it counts as under way in the store), so remote changes wait for its answer.
    boardStore.release();
  };

  const cancel = () => {
    if (!lift || !board) return;
    setPreview(null);
    setLift(null);
    boardStore.release();
    say('cancelled', board, lift.cardId);
  };

  // A card moved with the keyboard is drawn anew in its new column: the focus follows it.
  useEffect(() => {
    if (lift?.mode === 'keyboard') document.querySelector<HTMLElement>(`[data-handle="${lift.cardId}"]`)?.focus();
  }, [lift, preview]);

  const onHandleKey = (cardId: number) => (event: KeyboardEvent<HTMLButtonElement>) => {
    const key = event.key;
    if (!lift) {
      if (key !== ' ' && key !== 'Enter') return;
      event.preventDefault();
      begin(cardId, 'keyboard');
      return;
    }
    if (lift.cardId !== cardId || lift.mode !== 'keyboard') return;
    if (key === ' ' || key === 'Enter') drop();
    else if (key === 'Escape') cancel();
    else {
      const step = stepOfKey(key, document.documentElement.dir === 'rtl');
      if (!step) return;
      stepTo(preview ? stepPlace(preview, cardId, step) : undefined);
    }
    event.preventDefault();
  };

  /** A move chosen from a card's menu: straight to the store, announced like a drop. */
  const moveTo = (cardId: number, place: CardPlace) => {
    if (!board) return;
    void commit(cardId, place, moveCard(board, cardId, place));
  };

  const pointer = {
    onDragStart: (event: DragStartEvent) => begin(cardIdOf(event.active.id), 'pointer'),
    onDragOver: (event: DragOverEvent) => {
      const current = preview;
      if (!lift || !current) return;
      const place = placeOver(current, lift.cardId, event.over);
      const found = findCard(current, lift.cardId);
      if (place && found && (place.columnId !== found.column.id || place.index !== found.index)) stepTo(place);
    },
    onDragEnd: (event: DragEndEvent) => (event.over ? drop() : cancel()),
    onDragCancel: cancel,
  };

  return { shown, lifted: lift?.cardId ?? null, pointerDragging: lift?.mode === 'pointer', onHandleKey, moveTo, pointer };
}
