import { useDroppable } from '@dnd-kit/core';
import { Plus, Settings2, TriangleAlert } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import type { Card, Column } from '../../stores/screens/board.ts';
import { overLimit } from '../../stores/screens/board-moves.ts';
import { PopoverMenu, type MenuChoice } from './PopoverMenu.tsx';
import { useColumnWindow } from './use-column-window.ts';

/** How full a column is: "3 / 4" when it has a limit, else the count; past the limit in the warning colour. */
function CountBadge({ column }: { column: Column }) {
  const { t } = useTranslation();
  const count = column.cards.length;
  const over = overLimit(column);
  const limit = column.wipLimit;
  return (
    <span
      data-testid="wip"
      data-over={over || undefined}
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium ${over ? 'bg-danger-soft text-danger' : 'bg-surface-2 text-muted'}`}
    >
      {over && <TriangleAlert aria-hidden="true" className="size-3.5" />}
      <span aria-hidden="true">{limit ? `${count} / ${limit}` : count}</span>
      <span className="sr-only">
        {limit ? t('board.countOfLimit', { count, limit }) : t('board.count', { count })}
        {over ? ` ${t('board.overLimit')}` : ''}
      </span>
    </span>
  );
}

/** The add-a-card form at a column's foot: a button until pressed, then a title field; nothing typed is lost on failure. */
function AddCard({ columnName, onAdd }: { columnName: string; onAdd(title: string): Promise<void> }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState('');
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  // The field takes the focus when the button that opened it goes away.
  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim() || busy) return;
    setBusy(true);
    try {
      await onAdd(title.trim());
      setTitle('');
      setOpen(false);
    } catch {
      // The island says what failed; the title stays in the field.
    } finally {
      setBusy(false);
    }
  };
  if (!open)
    return (
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="mt-2 inline-flex w-full items-center gap-1 rounded-md px-2 py-1.5 text-sm text-muted hover:bg-surface-2"
      >
        <Plus aria-hidden="true" className="size-4" />
        {t('board.addCard')}
        <span className="sr-only"> ({columnName})</span>
      </button>
    );
  return (
    <form onSubmit={(e) => void submit(e)} className="mt-2 grid gap-2">
      <label className="sr-only" htmlFor={`add-${columnName}`}>
        {t('board.newCardTitle', { column: columnName })}
      </label>
      <input
        id={`add-${columnName}`}
        ref={input}
        value={title}
        maxLength={200}
        onChange={(e) => setTitle(e.target.value)}
        onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
        className="rounded-md border border-line bg-surface px-2 py-1.5 text-sm"
        placeholder={t('board.fields.title')}
      />
      <div className="flex gap-2">
        <button
          type="submit"
          disabled={busy}
          className="rounded-md bg-primary px-3 py-1.5 text-sm font-medium text-on-primary disabled:opacity-60"
        >
          {t('board.add')}
        </button>
        <button type="button" onClick={() => setOpen(false)} className="rounded-md px-3 py-1.5 text-sm hover:bg-surface-2">
          {t('board.cancel')}
        </button>
      </div>
    </form>
  );
}

/** Draws one of a column's cards: its place among them (`index`) and, in a long column, the measuring of its element. */
type RenderCard = (card: Card, index: number, measure: ((element: HTMLElement | null) => void) | undefined) => ReactNode;

/**
 * One column: its name, how full it is, its cards (a drop target), and for the right roles add and manage. A long
 * column draws only the cards in and near its view (use-column-window.ts).
 */
export function BoardColumnView({
  column,
  cards,
  renderCard,
  reveal,
  canAdd,
  manage,
  onAdd,
}: {
  column: Column;
  /** The cards shown under the filters (the count in the header is all of them). */
  cards: readonly Card[];
  renderCard: RenderCard;
  /** The index among `cards` of the card a keyboard move is carrying here: kept drawn and in view. */
  reveal: number | undefined;
  canAdd: boolean;
  /** The column's menu for an admin (rename, limit, move, delete). */
  manage: readonly MenuChoice[] | null;
  onAdd(title: string): Promise<void>;
}) {
  const { t } = useTranslation();
  const { setNodeRef, isOver } = useDroppable({ id: `column-${column.id}`, data: { type: 'column', columnId: column.id } });
  const shown = useColumnWindow(
    cards.map((card) => card.id),
    reveal,
  );
  const { attach } = shown;
  const listRef = useCallback(
    (element: HTMLUListElement | null) => {
      setNodeRef(element);
      attach(element);
    },
    [setNodeRef, attach],
  );
  const headingId = `column-${column.id}-name`;
  return (
    <section
      aria-labelledby={headingId}
      data-column-id={column.id}
      className="flex max-h-[calc(100dvh-14rem)] w-[82vw] max-w-80 shrink-0 snap-start flex-col rounded-xl border border-line bg-surface-2/60 p-2 sm:w-72"
    >
      <header className="flex items-center gap-2 px-1 pb-2">
        <h2 id={headingId} className="min-w-0 flex-1 truncate text-sm font-semibold">
          {column.name}
        </h2>
        <CountBadge column={column} />
        {manage && (
          <PopoverMenu
            label={t('board.columnActions', { column: column.name })}
            choices={manage}
            button={<Settings2 aria-hidden="true" className="size-4" />}
            buttonClass="rounded p-1 text-muted hover:bg-surface"
          />
        )}
      </header>
      <ul
        ref={listRef}
        aria-labelledby={headingId}
        className={`relative grid min-h-16 content-start gap-2 overflow-y-auto rounded-lg p-0.5 ${isOver ? 'bg-primary-soft/50' : ''}`}
      >
        {/* The room of the cards not drawn, above and below those that are, keeps the scrollbar true to the column. */}
        {shown.roomAbove > 0 && <li role="presentation" aria-hidden="true" style={{ height: shown.roomAbove }} />}
        {cards.slice(shown.first, shown.last).map((card, i) => renderCard(card, shown.first + i, shown.measure))}
        {shown.roomBelow > 0 && <li role="presentation" aria-hidden="true" style={{ height: shown.roomBelow }} />}
        {cards.length === 0 && <li className="px-2 py-4 text-center text-xs text-muted">{t('board.emptyColumn')}</li>}
      </ul>
      {canAdd && <AddCard columnName={column.name} onAdd={onAdd} />}
    </section>
  );
}
