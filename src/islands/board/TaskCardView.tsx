import { useDraggable } from '@dnd-kit/core';
import { CalendarClock, GripVertical, MessageSquare, MoreHorizontal, UserRound } from 'lucide-react';
import { memo, useCallback, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import type { Card } from '../../stores/screens/board.ts';
import { initialsOf } from './board-words.ts';
import { LABEL_DOT } from './label-colours.ts';
import { PopoverMenu, type MenuChoice } from './PopoverMenu.tsx';

const PRIORITY_TONE: Record<Card['priority'], string> = {
  low: 'bg-surface-2 text-ink',
  medium: 'bg-info-soft text-ink',
  high: 'bg-warning-soft text-ink',
  urgent: 'bg-danger-soft text-ink',
};

export interface CardLook {
  /** The due date as people read it, and whether it has passed. */
  due: string | null;
  overdue: boolean;
  assignee: AssigneeLook | null;
}

/** A card's assignee: one of the board's people (by name, with a picture when the account has one), or a former account. */
export interface AssigneeLook {
  name: string;
  avatar?: string | undefined;
  /** False for an account no longer among the board's people: "Former account", no initials. */
  known: boolean;
}

/** The assignee's picture, else the initials of its name, else (a former account) a person icon; its name as a tooltip and for screen readers. */
function AssigneeBadge({ assignee }: { assignee: AssigneeLook }) {
  const { t } = useTranslation();
  let face: React.ReactNode = <UserRound aria-hidden="true" className="size-4" />;
  if (assignee.avatar) face = <img src={assignee.avatar} alt="" className="size-7 rounded-full object-cover" />;
  else if (assignee.known) face = <span aria-hidden="true">{initialsOf(assignee.name)}</span>;
  return (
    <span
      className="ms-auto grid size-7 shrink-0 place-items-center overflow-hidden rounded-full bg-primary-soft text-[0.7rem] font-semibold text-ink"
      title={assignee.name}
      data-assignee={assignee.name}
    >
      {face}
      <span className="sr-only">{t('board.assignedTo', { name: assignee.name })}</span>
    </span>
  );
}

/** What a card shows: priority, title, labels, due date, comments and the assignee. */
export function CardFace({ card, look, titleSlot }: { card: Card; look: CardLook; titleSlot?: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="flex items-start gap-1">
        {titleSlot ?? <span className="min-w-0 flex-1 py-1 font-medium break-words">{card.title}</span>}
      </div>
      {card.labels.length > 0 && (
        <ul className="mt-1 flex flex-wrap gap-1" aria-label={t('board.fields.labels')}>
          {card.labels.map((label) => (
            <li key={label.name} className="inline-flex items-center gap-1 rounded-full bg-surface-2 px-2 py-0.5 text-xs">
              <span aria-hidden="true" className="size-2 rounded-full" style={{ background: LABEL_DOT[label.colour] }} />
              {label.name}
            </li>
          ))}
        </ul>
      )}
      <div className="mt-2 flex flex-wrap items-center gap-2 text-xs text-muted">
        <span className={`rounded px-1.5 py-0.5 font-medium ${PRIORITY_TONE[card.priority]}`}>
          <span className="sr-only">{t('board.fields.priority')}: </span>
          {t(`board.priority.${card.priority}`)}
        </span>
        {look.due && (
          <span
            className={`inline-flex items-center gap-1 ${look.overdue ? 'font-semibold text-danger' : ''}`}
            data-overdue={look.overdue || undefined}
          >
            <CalendarClock aria-hidden="true" className="size-3.5" />
            <span className="sr-only">{t('board.fields.dueDate')}: </span>
            {look.due}
            {look.overdue && <span>· {t('board.overdue')}</span>}
          </span>
        )}
        {card.commentCount > 0 && (
          <span className="inline-flex items-center gap-1">
            <MessageSquare aria-hidden="true" className="size-3.5" />
            <span aria-hidden="true">{card.commentCount}</span>
            <span className="sr-only">{t('board.commentCount', { count: card.commentCount })}</span>
          </span>
        )}
        {look.assignee && <AssigneeBadge assignee={look.assignee} />}
      </div>
    </>
  );
}

/**
 * What a card does, the same object for every card and every render (each call reads the board as it is now), so a
 * card whose content did not change is not drawn again while another one is dragged across a board of many cards.
 */
export interface CardHandlers {
  open(cardId: number): void;
  handleKey(cardId: number, event: KeyboardEvent<HTMLButtonElement>): void;
  /** The card's "Move to…" choices, worked out when its menu opens. */
  menu(cardId: number): readonly MenuChoice[];
}

export interface CardActions {
  /** Editors move cards; a viewer sees no handle and no menu. */
  canMove: boolean;
  lifted: boolean;
  /** A remote change just moved or edited it: shown with a short animation. */
  changed: boolean;
  handlers: CardHandlers;
}

interface CardContentProps {
  card: Card;
  look: CardLook;
  canMove: boolean;
  lifted: boolean;
  handlers: CardHandlers;
}

const sameLook = (a: CardLook, b: CardLook) =>
  a.due === b.due &&
  a.overdue === b.overdue &&
  a.assignee?.name === b.assignee?.name &&
  a.assignee?.avatar === b.assignee?.avatar &&
  a.assignee?.known === b.assignee?.known;

/** The card's content: its handle, title (opens it), menu and face. Drawn again only when one of them changed. */
const CardContent = memo(
  function CardContent({ card, look, canMove, lifted, handlers }: CardContentProps) {
    const { t } = useTranslation();
    return (
      <CardFace
        card={card}
        look={look}
        titleSlot={
          <>
            {canMove && (
              <button
                type="button"
                data-handle={card.id}
                aria-label={t('board.handle', { title: card.title })}
                aria-describedby="board-drag-help"
                aria-pressed={lifted}
                onKeyDown={(event) => handlers.handleKey(card.id, event)}
                className="mt-0.5 shrink-0 cursor-grab rounded p-1 text-muted hover:bg-surface-2 aria-pressed:bg-primary-soft"
              >
                <GripVertical aria-hidden="true" className="size-4" />
              </button>
            )}
            <button
              type="button"
              onClick={() => handlers.open(card.id)}
              className="min-w-0 flex-1 rounded py-1 text-start font-medium break-words hover:underline"
            >
              {card.title}
            </button>
            {canMove && (
              <PopoverMenu
                label={t('board.moveTo', { title: card.title })}
                choices={() => handlers.menu(card.id)}
                button={<MoreHorizontal aria-hidden="true" className="size-4" />}
                buttonClass="shrink-0 rounded p-1 text-muted hover:bg-surface-2"
              />
            )}
          </>
        }
      />
    );
  },
  (a, b) => a.card === b.card && a.canMove === b.canMove && a.lifted === b.lifted && a.handlers === b.handlers && sameLook(a.look, b.look),
);

/** Where a card is among its column's cards shown, and in a long column (only some of its cards drawn) how many there are. */
interface CardPosition {
  index: number;
  /** Set in a long column: its size for screen readers ("3 of 200", though few are in the page), and the card's measuring. */
  virtual?: { count: number; measure(element: HTMLElement | null): void } | undefined;
}

interface TaskCardProps {
  card: Card;
  look: CardLook;
  actions: CardActions;
  position: CardPosition;
}

/** One card on the board: draggable by mouse or touch, lifted with the keyboard by its handle, opened by its title. */
function TaskCard({ card, look, actions, position }: TaskCardProps) {
  const { setNodeRef, listeners, isDragging } = useDraggable({
    id: `card-${card.id}`,
    data: { type: 'card', cardId: card.id },
    disabled: !actions.canMove,
  });
  const measure = position.virtual?.measure;
  const ref = useCallback(
    (element: HTMLLIElement | null) => {
      setNodeRef(element);
      measure?.(element);
    },
    [setNodeRef, measure],
  );
  // Not a drop target itself: the column under the pointer is, and the place in it is read from the cards there.
  const state = isDragging ? 'opacity-40' : actions.lifted ? 'ring-2 ring-primary shadow-lg' : '';
  return (
    <li
      ref={ref}
      {...(actions.canMove ? listeners : {})}
      data-card-id={card.id}
      data-index={position.index}
      aria-posinset={position.virtual && position.index + 1}
      aria-setsize={position.virtual?.count}
      data-lifted={actions.lifted || undefined}
      className={`board-card touch-manipulation rounded-lg border border-line bg-surface p-2 text-sm shadow-sm ${state} ${actions.changed ? 'board-card-changed' : ''}`}
    >
      <CardContent card={card} look={look} canMove={actions.canMove} lifted={actions.lifted} handlers={actions.handlers} />
    </li>
  );
}

/**
 * A card drawn again only when it, its look or its state changed: moving one card of a thousand (a drag's preview, a
 * drop, a live change) draws that card and its columns, not the board.
 */
export const TaskCardView = memo(
  TaskCard,
  (a, b) =>
    a.card === b.card &&
    sameLook(a.look, b.look) &&
    a.actions.canMove === b.actions.canMove &&
    a.actions.lifted === b.actions.lifted &&
    a.actions.changed === b.actions.changed &&
    a.actions.handlers === b.actions.handlers &&
    a.position.index === b.position.index &&
    a.position.virtual?.count === b.position.virtual?.count &&
    a.position.virtual?.measure === b.position.virtual?.measure,
);
