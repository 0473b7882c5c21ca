import { describe, expect, it } from 'vitest';
import type { Card } from '../../api/screens/boards.ts';
import { cardMatches, filtersFromSearch, hasFilters, isOverdue, NO_BOARD_FILTERS, searchWithFilters } from './board-filters.ts';

const base: Card = {
  id: 1,
  boardId: 1,
  columnId: 1,
  title: 'Fix the login page',
  description: '<p>Users see <b>an error</b></p>',
  assigneeId: 3,
  dueDate: '2026-12-01',
  labels: [{ name: 'bug', colour: 'red' }],
  priority: 'high',
  position: 'a',
  commentCount: 0,
  version: 1,
};
const today = '2026-12-02';

describe('board filters', () => {
  it('reads and writes the address, keeping the board', () => {
    const filters = filtersFromSearch('?board=2&assignee=3&due=overdue&q=login&due2=x');
    expect(filters).toEqual({ assignee: '3', label: '', due: 'overdue', q: 'login' });
    expect(searchWithFilters('?board=2', filters)).toBe('?board=2&assignee=3&due=overdue&q=login');
    expect(searchWithFilters('?board=2&q=x', NO_BOARD_FILTERS)).toBe('?board=2');
    expect(filtersFromSearch('?due=someday').due).toBe('');
    expect(hasFilters(NO_BOARD_FILTERS)).toBe(false);
  });

  it('matches assignee, label, due and text', () => {
    expect(cardMatches(base, { ...NO_BOARD_FILTERS, assignee: '3', label: 'bug' }, today)).toBe(true);
    expect(cardMatches(base, { ...NO_BOARD_FILTERS, assignee: '4' }, today)).toBe(false);
    expect(cardMatches(base, { ...NO_BOARD_FILTERS, label: 'feature' }, today)).toBe(false);
    expect(cardMatches(base, { ...NO_BOARD_FILTERS, due: 'overdue' }, today)).toBe(true);
    expect(cardMatches(base, { ...NO_BOARD_FILTERS, due: 'week' }, today)).toBe(false);
    expect(cardMatches({ ...base, dueDate: '2026-12-08' }, { ...NO_BOARD_FILTERS, due: 'week' }, today)).toBe(true);
    expect(cardMatches({ ...base, dueDate: '2026-12-09' }, { ...NO_BOARD_FILTERS, due: 'week' }, today)).toBe(false);
    expect(cardMatches(base, { ...NO_BOARD_FILTERS, q: 'AN ERROR' }, today)).toBe(true);
    expect(cardMatches(base, { ...NO_BOARD_FILTERS, q: 'b>' }, today)).toBe(false);
  });

  it('calls a card overdue only before today', () => {
    expect(isOverdue({ dueDate: '2026-12-01' }, today)).toBe(true);
    expect(isOverdue({ dueDate: today }, today)).toBe(false);
    expect(isOverdue({ dueDate: null }, today)).toBe(false);
  });
});
