import { MoreHorizontal, Search, X } from 'lucide-react';
import { useTranslation } from '../../i18n/react.tsx';
import type { BoardSummary } from '../../stores/screens/board.ts';
import { hasFilters, NO_BOARD_FILTERS, type BoardFilters } from '../../stores/screens/board-filters.ts';
import { PopoverMenu, type MenuChoice } from './PopoverMenu.tsx';

const FIELD = 'h-9 w-full min-w-0 rounded-lg border border-line bg-surface px-2 text-sm text-ink';

/**
 * The board picker (when there are several), the board's menu (administrators: new, rename, delete) and the filters:
 * text, assignee, label, due.
 */
export function BoardToolbar({
  boards,
  boardId,
  onBoard,
  filters,
  onFilters,
  assignees,
  labels,
  manage,
  loading = false,
}: {
  boards: readonly BoardSummary[];
  boardId: number | undefined;
  onBoard(id: number): void;
  filters: BoardFilters;
  onFilters(next: BoardFilters): void;
  assignees: readonly { id: number; name: string }[];
  labels: readonly string[];
  /** The board menu's choices; null for those who may not manage boards (no menu). */
  manage: readonly MenuChoice[] | null;
  /** The boards are being read: the picker's room is kept, so the filters do not move when it comes. */
  loading?: boolean;
}) {
  const { t } = useTranslation();
  const set = (change: Partial<BoardFilters>) => onFilters({ ...filters, ...change });
  return (
    <div className="mb-3 grid grid-cols-3 items-end gap-2 sm:flex sm:flex-wrap" role="search" aria-label={t('board.filters')}>
      {(boards.length > 1 || manage !== null || loading) && (
        <div className="col-span-3 flex items-end gap-1 sm:col-span-1">
          {loading && boards.length === 0 && (
            <div className="grid min-w-0 flex-1 gap-1 sm:w-48" aria-hidden="true" data-board-picker-loading>
              <span className="h-4 w-12 animate-pulse rounded bg-surface-2" />
              <span className="h-9 animate-pulse rounded-lg bg-surface-2" />
            </div>
          )}
          {boards.length > 1 && (
            <label className="grid min-w-0 flex-1 gap-1 text-xs text-muted">
              {t('board.board')}
              <select className={FIELD} value={boardId ?? ''} onChange={(e) => onBoard(Number(e.target.value))}>
                {boards.map((b) => (
                  <option key={b.id} value={b.id}>
                    {b.name}
                  </option>
                ))}
              </select>
            </label>
          )}
          {manage && (
            <PopoverMenu
              label={t('board.boardActions')}
              choices={manage}
              button={<MoreHorizontal aria-hidden="true" className="size-4" />}
              buttonClass="grid size-9 shrink-0 place-items-center rounded-lg border border-line bg-surface text-muted hover:bg-surface-2"
            />
          )}
        </div>
      )}
      <label className="col-span-3 grid min-w-40 flex-1 gap-1 text-xs text-muted sm:max-w-64">
        {t('board.search')}
        <span className="relative">
          <Search aria-hidden="true" className="pointer-events-none absolute start-2 top-2.5 size-4" />
          <input type="search" className={`${FIELD} w-full ps-8`} value={filters.q} onChange={(e) => set({ q: e.target.value })} />
        </span>
      </label>
      <label className="grid gap-1 text-xs text-muted">
        {t('board.fields.assignee')}
        <select className={FIELD} value={filters.assignee} onChange={(e) => set({ assignee: e.target.value })}>
          <option value="">{t('board.all')}</option>
          {assignees.map((a) => (
            <option key={a.id} value={String(a.id)}>
              {a.name}
            </option>
          ))}
        </select>
      </label>
      <label className="grid gap-1 text-xs text-muted">
        {t('board.fields.labels')}
        <select className={FIELD} value={filters.label} onChange={(e) => set({ label: e.target.value })}>
          <option value="">{t('board.all')}</option>
          {labels.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </label>
      <label className="grid gap-1 text-xs text-muted">
        {t('board.fields.dueDate')}
        <select className={FIELD} value={filters.due} onChange={(e) => set({ due: e.target.value as BoardFilters['due'] })}>
          <option value="">{t('board.all')}</option>
          <option value="overdue">{t('board.dueOverdue')}</option>
          <option value="week">{t('board.dueWeek')}</option>
        </select>
      </label>
      {hasFilters(filters) && (
        <button
          type="button"
          onClick={() => onFilters(NO_BOARD_FILTERS)}
          className="col-span-3 inline-flex h-9 items-center gap-1 justify-self-start rounded-lg px-3 text-sm text-muted hover:bg-surface-2"
        >
          <X aria-hidden="true" className="size-4" />
          {t('board.clearFilters')}
        </button>
      )}
    </div>
  );
}
