import type { DragEndEvent, DragMoveEvent, DragStartEvent } from '@dnd-kit/core';
import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
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

/**
 * Where a dragged card goes in the column under the pointer: the place of the card under it; above every card, the
 * top; below them (or in another column's gap), the end. Only columns are drop targets (a board of a thousand cards
 * would otherwise have dnd-kit measure a thousand targets, with their scrolling ancestors, each time a card changes
 * column); the cards' boxes are read from the page here, in that column only.
 */
function placeAt(board: Board, cardId: number, columnId: number, pointerY: number): CardPlace | undefined {
  const column = board.columns.find((c) => c.id === columnId);
  if (!column) return undefined;
  const here = findCard(board, cardId)?.column.id === columnId;
  const end = { columnId, index: here ? column.cards.length - 1 : column.cards.length };
  let top = Infinity;
  let bottom = -Infinity;
  for (const li of document.querySelectorAll<HTMLElement>(`section[data-column-id="${columnId}"] li[data-card-id]`)) {
    const id = Number(li.dataset.cardId);
    if (id === cardId) continue;
    const box = li.getBoundingClientRect();
    if (pointerY >= box.top && pointerY <= box.bottom) {
      const target = findCard(board, id);
      return target && { columnId, index: target.index };
    }
    top = Math.min(top, box.top);
    bottom = Math.max(bottom, box.bottom);
  }
  if (pointerY < top) return { columnId, index: 0 };
  if (pointerY > bottom || !here) return end;
  return undefined;
}

interface Point {
  x: number;
  y: number;
}

/**
 * The column under the pointer, else the nearest one across (read from the page: the preview moves the dragged card
 * from column to column, which dnd-kit's own coordinates, adjusted by its scrolling list, do not follow).
 */
function columnAt(point: Point): number | undefined {
  let nearest: { id: number; distance: number } | undefined;
  for (const section of document.querySelectorAll<HTMLElement>('section[data-column-id]')) {
    const box = section.getBoundingClientRect();
    const distance = point.x < box.left ? box.left - point.x : point.x > box.right ? point.x - box.right : 0;
    if (!nearest || distance < nearest.distance) nearest = { id: Number(section.dataset.columnId), distance };
  }
  return nearest?.id;
}

/** Where dnd-kit's event puts the pointer (its start plus the move), for a move before the first one tracked. */
function pointerOf(event: DragMoveEvent): Point | undefined {
  const start = event.activatorEvent as MouseEvent | TouchEvent;
  const point = 'touches' in start ? start.touches[0] : start;
  return point ? { x: point.clientX + event.delta.x, y: point.clientY + event.delta.y } : undefined;
}

/** The pointer in the viewport while a card is dragged by mouse or touch (null before its first move). */
function useTrackedPointer(dragging: boolean) {
  const at = useRef<Point | null>(null);
  useEffect(() => {
    if (!dragging) return;
    const track = (event: PointerEvent | TouchEvent) => {
      const point = 'touches' in event ? event.touches[0] : event;
      if (point) at.current = { x: point.clientX, y: point.clientY };
    };
    const options = { capture: true, passive: true };
    window.addEventListener('pointermove', track, options);
    window.addEventListener('touchmove', track, options);
    return () => {
      window.removeEventListener('pointermove', track, options);
      window.removeEventListener('touchmove', track, options);
      at.current = null;
    };
  }, [dragging]);
  return at;
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
  const pointerAt = useTrackedPointer(lift?.mode === 'pointer');

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

  // A card moved with the keyboard is drawn anew in its new place (React moving its element takes the focus away): the
  // focus follows it before the next key can come, so no key press is lost. In a long column it may be drawn only once
  // the column has scrolled to it (use-column-window.ts), a few frames later. It is kept in view for two frames more:
  // the cards above it being measured then can push it past the column's edge, and focusing does not scroll again.
  useLayoutEffect(() => {
    if (lift?.mode !== 'keyboard') return;
    let frame = 0;
    let tries = 0;
    let settling = 0;
    const follow = () => {
      const handle = document.querySelector<HTMLElement>(`[data-handle="${lift.cardId}"]`);
      if (handle) {
        if (document.activeElement !== handle) handle.focus();
        handle.scrollIntoView({ block: 'nearest', inline: 'nearest' });
        if (settling++ < 2) frame = requestAnimationFrame(follow);
      } else if (tries++ < 30) frame = requestAnimationFrame(follow);
    };
    follow();
    return () => cancelAnimationFrame(frame);
  }, [lift, preview]);

  const onHandleKey = (cardId: number) => (event: Pick<KeyboardEvent, 'key' | 'preventDefault'>) => {
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

  // A key pressed while the carried card is being drawn again (the focus is on the page's body for those frames, longer
  // on a slow machine or in a long column) is the carried card's too: it went nowhere before, and a fast run of arrow
  // presses left the card short of where the person sent it.
  const keyWhileAway = useEffectEvent((event: globalThis.KeyboardEvent) => {
    if (lift?.mode === 'keyboard') onHandleKey(lift.cardId)(event);
  });
  useEffect(() => {
    if (lift?.mode !== 'keyboard') return;
    const listener = (event: globalThis.KeyboardEvent) => {
      if (event.target === document.body || event.target === document.documentElement) keyWhileAway(event);
    };
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, [lift?.mode]);

  /** A move chosen from a card's menu: straight to the store, announced like a drop. */
  const moveTo = (cardId: number, place: CardPlace) => {
    if (!board) return;
    void commit(cardId, place, moveCard(board, cardId, place));
  };

  const pointer = {
    onDragStart: (event: DragStartEvent) => begin(cardIdOf(event.active.id), 'pointer'),
    onDragMove: (event: DragMoveEvent) => {
      const current = preview;
      const point = pointerAt.current ?? pointerOf(event);
      const columnId = point && columnAt(point);
      if (!lift || !current || !point || columnId === undefined) return;
      const place = placeAt(current, lift.cardId, columnId, point.y);
      const found = findCard(current, lift.cardId);
      if (place && found && (place.columnId !== found.column.id || place.index !== found.index)) stepTo(place);
    },
    onDragEnd: (event: DragEndEvent) => (event.over ? drop() : cancel()),
    onDragCancel: cancel,
  };

  return {
    shown,
    lifted: lift?.cardId ?? null,
    pointerDragging: lift?.mode === 'pointer',
    keyboardLifted: lift?.mode === 'keyboard',
    onHandleKey,
    moveTo,
    pointer,
  };
}
