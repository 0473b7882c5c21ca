/**
 * The board's filters (assignee, label, due, text), how a card is matched against them, and how they sit in the
 * page's address (`?assignee=3&label=bug&due=overdue&q=login`), so a filtered board can be linked and reloaded.
 */
import { plainText } from '../../plain-text.ts';
import type { Card } from '../../api/screens/boards.ts';

export type DueFilter = '' | 'overdue' | 'week';

export interface BoardFilters {
  assignee: string;
  label: string;
  due: DueFilter;
  q: string;
}

export const NO_BOARD_FILTERS: BoardFilters = { assignee: '', label: '', due: '', q: '' };

const dueOf = (value: string | null): DueFilter => (value === 'overdue' || value === 'week' ? value : '');

export function filtersFromSearch(search: string): BoardFilters {
  const params = new URLSearchParams(search);
  return {
    assignee: params.get('assignee') ?? '',
    label: params.get('label') ?? '',
    due: dueOf(params.get('due')),
    q: params.get('q') ?? '',
  };
}

/** The address's query with the filters written in (empty ones removed), other parameters (`board`) kept. */
export function searchWithFilters(search: string, filters: BoardFilters): string {
  const params = new URLSearchParams(search);
  for (const key of ['assignee', 'label', 'due', 'q'] as const) {
    const value = filters[key].trim();
    if (value) params.set(key, value);
    else params.delete(key);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function hasFilters(filters: BoardFilters): boolean {
  return Boolean(filters.assignee || filters.label || filters.due || filters.q.trim());
}

/** A local calendar day as `YYYY-MM-DD`. */
export function dayOf(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Whether a card is past its due day (`today`: the viewer's local day, `YYYY-MM-DD`). */
export function isOverdue(card: Pick<Card, 'dueDate'>, today: string): boolean {
  const due = card.dueDate;
  return due ? due.slice(0, 10) < today : false;
}

/** The last day of the seven that start today. */
function weekEnd(today: string): string {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return dayOf(new Date(y, m - 1, d + 6));
}

export function cardMatches(card: Card, filters: BoardFilters, today: string): boolean {
  if (filters.assignee && String(card.assigneeId ?? '') !== filters.assignee) return false;
  if (filters.label && !(card.labels ?? []).some((label) => label.name === filters.label)) return false;
  if (filters.due === 'overdue' && !isOverdue(card, today)) return false;
  if (filters.due === 'week') {
    const due = card.dueDate?.slice(0, 10);
    if (!due || due < today || due > weekEnd(today)) return false;
  }
  const q = filters.q.trim().toLocaleLowerCase();
  if (q && !`${card.title}\n${plainText(card.description).replace(/<[^>]*>/g, ' ')}`.toLocaleLowerCase().includes(q)) return false;
  return true;
}
