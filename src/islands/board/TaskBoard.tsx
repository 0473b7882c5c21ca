import './board.css';
import {
  AutoScrollActivator,
  DndContext,
  DragOverlay,
  MouseSensor,
  TouchSensor,
  closestCorners,
  pointerWithin,
  useSensor,
  useSensors,
  type CollisionDetection,
} from '@dnd-kit/core';
import { Plus } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { translateError } from '../../api/errors.ts';
import { BOARD_PERMISSIONS } from '../../contract/board-messages.ts';
import { INTL_TAGS } from '../../i18n/locales.ts';
import { I18nIsland, useLocale, useTranslation, type I18nProps } from '../../i18n/react.tsx';
import type { Translate } from '../../i18n/translator.ts';
import { boardStore, type Board, type BoardState, type Card } from '../../stores/screens/board.ts';
import {
  cardMatches,
  dayOf,
  filtersFromSearch,
  isOverdue,
  NO_BOARD_FILTERS,
  searchWithFilters,
  type BoardFilters,
} from '../../stores/screens/board-filters.ts';
import { findCard } from '../../stores/screens/board-moves.ts';
import { notify } from '../../stores/notify.ts';
import { allows, can, type ScreenPermission } from '../../stores/permissions.ts';
import { ErrorState } from '../list/data-table/states.tsx';
import { formattersFor } from '../list/data-table/format.ts';
import { PermissionGate, useGrants } from '../shared/Permitted.tsx';
import { useDemoDataReset } from '../shared/use-demo-data-reset.ts';
import { useHydratedStore } from '../shared/use-hydrated-store.ts';
import { BoardColumnView } from './BoardColumnView.tsx';
import { BoardToolbar } from './BoardToolbar.tsx';
import type { BoardDialogMode } from './BoardDialog.tsx';
import type { ColumnDialogMode } from './ColumnDialog.tsx';
import { boardMenuChoices, cardMenuChoices, columnMenuChoices } from './board-menus.ts';
import { CardFace, TaskCardView, type AssigneeLook, type CardHandlers, type CardLook } from './TaskCardView.tsx';
import { useBoardMoves } from './use-board-moves.ts';

// The dialogs load when first opened, not with the board.
const CardDialog = lazy(() => import('./CardDialog.tsx'));
const ColumnDialog = lazy(() => import('./ColumnDialog.tsx'));
const BoardDialog = lazy(() => import('./BoardDialog.tsx'));

/** The column under the pointer, else the nearest (the place in it is read from its cards: use-board-moves.ts). */
const collision: CollisionDetection = (args) => {
  const within = pointerWithin(args);
  return within.length > 0 ? within : closestCorners(args);
};

/**
 * The address's `?board=` (none when there is no board) and filters, written back with replaceState (a filtered board
 * can be linked).
 */
function writeAddress(boardId: number | undefined, filters: BoardFilters): void {
  const params = new URLSearchParams(location.search);
  if (boardId === undefined) params.delete('board');
  else params.set('board', String(boardId));
  const search = searchWithFilters(`?${params.toString()}`, filters);
  if (search !== location.search) history.replaceState(history.state, '', `${location.pathname}${search}${location.hash}`);
}

/**
 * The people of the board (its answer's `people`: every active account), by name in the page's language. A card
 * assigned to an account that has gone keeps its id: it shows as a former account.
 */
function usePeople(board: Board | null, locale: string, t: Translate) {
  return useMemo(() => {
    const people = board?.people ?? [];
    const byId = new Map(people.map((person) => [person.id, person]));
    const list = [...people].sort((a, b) => a.name.localeCompare(b.name, locale) || a.id - b.id);
    const lookOf = (id: number): AssigneeLook => {
      const person = byId.get(id);
      return person ? { name: person.name, avatar: person.avatar, known: true } : { name: t('board.formerAccount'), known: false };
    };
    return { list, lookOf };
  }, [board, locale, t]);
}

function labelsOf(board: Board | null): string[] {
  const names = new Set<string>();
  for (const column of board?.columns ?? []) for (const card of column.cards) for (const label of card.labels) names.add(label.name);
  return [...names].sort((a, b) => a.localeCompare(b));
}

/** The board screen's permissions: viewers read, editors move and edit cards, admins manage columns. */
function useBoardPermissions() {
  const grants = useGrants();
  return {
    move: allows(grants, BOARD_PERMISSIONS.updateCard),
    add: allows(grants, BOARD_PERMISSIONS.createCard),
    remove: allows(grants, BOARD_PERMISSIONS.deleteCard),
    // Not a `<resource>.<action>` permission, so not a ScreenPermission: read from the grants as they are.
    manage: grants === null || grants.has(BOARD_PERMISSIONS.manage),
  };
}

/**
 * Shown, not only said: how to move a card by keyboard, or by the menu where dragging is awkward (a phone). Hidden
 * before paint from a role that cannot move cards.
 */
function DragHelp() {
  const { t } = useTranslation();
  return (
    <p id="board-drag-help" data-needs={BOARD_PERMISSIONS.updateCard} className="mb-3 max-w-3xl text-sm text-muted">
      {t('board.dragHelp')}
    </p>
  );
}

/** Re-announcing the same words still reaches the screen reader: the live region's text must change. */
function useAnnouncer() {
  const [message, setMessage] = useState('');
  const announce = useCallback((text: string) => setMessage((old) => (old === text ? `${text}\u00a0` : text)), []);
  return { message, announce };
}

/** The mouse after 6 px of movement; on a touch screen a long press, so a swipe before it scrolls the columns as usual. */
function useBoardSensors() {
  return useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 300, tolerance: 8 } }),
  );
}

/** The board shown and the filters, read from the address as the island hydrates and written back as they change. */
function useBoardAddress() {
  const [filters, setFilters] = useState<BoardFilters>(NO_BOARD_FILTERS);
  const [boardId, setBoardId] = useState<number | undefined>();
  const [opened, setOpened] = useState(false);
  const openBoard = useCallback((wanted: number | undefined, next: BoardFilters) => {
    if (!can(BOARD_PERMISSIONS.read)) return;
    void boardStore.open(wanted).then((id) => {
      setOpened(true);
      setBoardId(id);
      writeAddress(id, next);
    });
  }, []);
  useEffect(() => {
    const initial = filtersFromSearch(location.search);
    setFilters(initial);
    openBoard(Number(new URLSearchParams(location.search).get('board')) || undefined, initial);
  }, [openBoard]);
  const changeFilters = (next: BoardFilters) => {
    setFilters(next);
    writeAddress(boardId, next);
  };
  /** Shows the board a board's dialog answered (new, renamed, the first left after a delete), in the address too. */
  const showBoard = (id: number | undefined) => {
    setBoardId(id);
    writeAddress(id, filters);
  };
  return { filters, boardId, opened, openBoard, changeFilters, setBoardId, showBoard };
}

/**
 * The columns' row: one column at a time snaps into place, except during a pointer drag, when a re-snap (the preview
 * moving the card changes the columns' content) would carry the columns away under the pointer.
 */
const columnsClass = (dragging: boolean) => `relative flex gap-3 overflow-x-auto pb-3 ${dragging ? '' : 'snap-x snap-mandatory'}`;

const SKELETON = (
  <div className="flex gap-3 overflow-hidden" aria-hidden="true">
    {[0, 1, 2, 3].map((i) => (
      <div key={i} className="h-72 w-[82vw] max-w-80 shrink-0 animate-pulse rounded-xl bg-surface-2 sm:w-72" />
    ))}
  </div>
);

/**
 * The cards' handlers as one object for the screen's life, each call going to this render's (the board and the lift
 * as they are now): a card's content, memoised, is then drawn again only when the card itself changed.
 */
function useCardHandlers(now: CardHandlers): CardHandlers {
  const latest = useRef(now);
  useLayoutEffect(() => {
    latest.current = now;
  });
  const [handlers] = useState<CardHandlers>(() => ({
    open: (cardId) => latest.current.open(cardId),
    handleKey: (cardId, event) => latest.current.handleKey(cardId, event),
    menu: (cardId) => latest.current.menu(cardId),
  }));
  return handlers;
}

/** The board's own dialog (new, rename, delete: administrators), loaded on first open; a done one shows its board. */
function useBoardDialog(state: BoardState, showBoard: (id: number | undefined) => void) {
  const [mode, setMode] = useState<BoardDialogMode | null>(null);
  const element = mode && (
    <BoardDialog
      mode={mode}
      board={state.board}
      onDone={(id) => {
        setMode(null);
        showBoard(id);
      }}
      onClose={() => setMode(null)}
    />
  );
  return { open: setMode, element };
}

function AddColumnButton({ onAdd }: { onAdd(): void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={onAdd}
      className="inline-flex h-10 shrink-0 snap-start items-center gap-1 self-start rounded-lg border border-dashed border-line px-3 text-sm text-muted hover:bg-surface-2"
    >
      <Plus aria-hidden="true" className="size-4" />
      {t('board.addColumn')}
    </button>
  );
}

/** No board (yet, or the last one deleted): says so, and offers a new one to those who may make it. */
function NoBoards({ onCreate }: { onCreate: (() => void) | null }) {
  const { t } = useTranslation();
  return (
    <div className="grid justify-items-center gap-3 py-12 text-center text-muted">
      <p>{t('board.noBoards')}</p>
      {onCreate && (
        <button
          type="button"
          onClick={onCreate}
          className="inline-flex h-10 items-center gap-1 rounded-lg bg-primary px-4 text-sm font-medium text-on-primary"
        >
          <Plus aria-hidden="true" className="size-4" />
          {t('board.boardNew')}
        </button>
      )}
    </div>
  );
}

function BoardScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const state = useHydratedStore(boardStore.$state);
  const may = useBoardPermissions();
  const { filters, boardId, opened, openBoard, changeFilters, setBoardId, showBoard } = useBoardAddress();
  const [cardOpen, setCardOpen] = useState<number | null>(null);
  const [columnDialog, setColumnDialog] = useState<ColumnDialogMode | null>(null);
  const boardDialog = useBoardDialog(state, showBoard);
  const { message, announce } = useAnnouncer();
  const moves = useBoardMoves(state.board, t, announce);
  const people = usePeople(state.board, INTL_TAGS[locale], t);
  const sensors = useBoardSensors();

  useDemoDataReset(useCallback(() => void boardStore.refresh(), []));

  const f = formattersFor(INTL_TAGS[locale]);
  const today = dayOf(new Date());
  const lookOf = (card: Card): CardLook => ({
    due: card.dueDate ? f.date(card.dueDate) : null,
    overdue: isOverdue(card, today),
    assignee: card.assigneeId === null ? null : people.lookOf(card.assigneeId),
  });
  const board = moves.shown;
  const handlers = useCardHandlers({
    open: setCardOpen,
    handleKey: (cardId, event) => moves.onHandleKey(cardId)(event),
    menu: (cardId) => (may.move ? cardMenuChoices(t, board, cardId, moves.moveTo) : []),
  });

  const columnMenu = (columnId: number, index: number, count: number) =>
    columnMenuChoices(t, index, count, {
      edit: () => setColumnDialog({ kind: 'edit', columnId }),
      remove: () => setColumnDialog({ kind: 'delete', columnId }),
      moveTo: (to) =>
        void boardStore.updateColumn(columnId, { index: to }).catch((error: unknown) => notify.error(translateError(error, t))),
    });

  const addCard = async (columnId: number, title: string) => {
    try {
      await boardStore.addCard(columnId, title);
      announce(t('board.cardAdded', { title }));
    } catch (error) {
      notify.error(translateError(error, t));
      throw error;
    }
  };

  let content: ReactNode = null;
  if (state.error && !state.board)
    content = <ErrorState message={translateError(state.error, t)} onRetry={() => openBoard(boardId, filters)} />;
  else if (!state.board && (state.loading || !opened)) content = SKELETON;
  else if (!state.board) content = <NoBoards onCreate={may.manage ? () => boardDialog.open('create') : null} />;

  const lifted = moves.lifted === null || !board ? undefined : findCard(board, moves.lifted)?.card;
  return (
    // No intrinsic width: the columns scroll inside the page instead of widening it.
    <section className="min-w-0 [contain:inline-size]" aria-busy={state.loading}>
      <DragHelp />
      <div aria-live="assertive" aria-atomic="true" className="sr-only" data-testid="board-announcer">
        {message}
      </div>
      <BoardToolbar
        boards={state.boards}
        boardId={boardId}
        onBoard={(id) => {
          setBoardId(id);
          openBoard(id, filters);
        }}
        filters={filters}
        onFilters={changeFilters}
        assignees={people.list}
        labels={labelsOf(state.board)}
        manage={may.manage ? boardMenuChoices(t, Boolean(state.board), boardDialog.open) : null}
        loading={!state.board && (state.loading || !opened)}
      />
      {board ? (
        <DndContext
          sensors={sensors}
          collisionDetection={collision}
          // The board scrolls when the pointer nears an edge (not the dragged card's box, which jumps with the preview).
          autoScroll={{ activator: AutoScrollActivator.Pointer }}
          accessibility={{ announcements: SILENT, screenReaderInstructions: { draggable: t('board.dragHelp') } }}
          {...moves.pointer}
        >
          <div className={columnsClass(moves.pointerDragging)} data-testid="board-columns">
            {board.columns.map((column, index) => {
              const cards = column.cards.filter((card) => card.id === moves.lifted || cardMatches(card, filters, today));
              const carried = moves.keyboardLifted ? cards.findIndex((card) => card.id === moves.lifted) : -1;
              return (
                <BoardColumnView
                  key={column.id}
                  column={column}
                  cards={cards}
                  reveal={carried < 0 ? undefined : carried}
                  renderCard={(card, at, measure) => (
                    <TaskCardView
                      key={card.id}
                      card={card}
                      look={lookOf(card)}
                      position={{ index: at, virtual: measure && { count: cards.length, measure } }}
                      actions={{
                        canMove: may.move,
                        lifted: moves.lifted === card.id,
                        changed: state.changed.has(card.id),
                        handlers,
                      }}
                    />
                  )}
                  canAdd={may.add}
                  manage={may.manage ? columnMenu(column.id, index, board.columns.length) : null}
                  onAdd={(title) => addCard(column.id, title)}
                />
              );
            })}
            {may.manage && <AddColumnButton onAdd={() => setColumnDialog({ kind: 'add' })} />}
          </div>
          <DragOverlay dropAnimation={null}>
            {moves.pointerDragging && lifted ? (
              <div className="w-72 rotate-2 rounded-lg border border-primary bg-surface p-2 text-sm shadow-xl">
                <CardFace card={lifted} look={lookOf(lifted)} />
              </div>
            ) : null}
          </DragOverlay>
        </DndContext>
      ) : (
        content
      )}
      <Suspense fallback={null}>
        {cardOpen !== null && (
          <CardDialog
            cardId={cardOpen}
            canEdit={may.move}
            canDelete={may.remove}
            people={people.list}
            onClose={() => setCardOpen(null)}
            onDeleted={(title) => {
              setCardOpen(null);
              announce(t('board.cardDeleted', { title }));
            }}
          />
        )}
        {columnDialog && state.board && <ColumnDialog mode={columnDialog} board={state.board} onClose={() => setColumnDialog(null)} />}
        {boardDialog.element}
      </Suspense>
    </section>
  );
}

/** dnd-kit's own announcements are English; the board says every step itself, in the page's language. */
const SILENT = {
  onDragStart: () => undefined,
  onDragOver: () => undefined,
  onDragEnd: () => undefined,
  onDragCancel: () => undefined,
};

/** The task board at /apps/tasks/: columns of cards, moved by mouse, touch, keyboard or menu, live. */
export default function TaskBoard({ locale, need }: I18nProps & { need?: ScreenPermission | undefined }) {
  return (
    <I18nIsland locale={locale} errorPanel="panel">
      <PermissionGate need={need}>
        <BoardScreen />
      </PermissionGate>
    </I18nIsland>
  );
}
