import { useEffect, useLayoutEffect, useMemo, useState, type RefObject } from 'react';
import type { ColumnSpec } from '../../../screens/list-spec.ts';

/**
 * How much a column matters when the table is too wide for its card: 0 never hides (the row's title), then status,
 * then amounts, dates and ids, then the rest. A screen may set `priority` itself.
 */
export function columnPriority(column: ColumnSpec, index: number): number {
  if (column.priority !== undefined) return column.priority;
  if (index === 0 || column.kind === 'title') return 0;
  switch (column.kind) {
    case 'status':
      return 1;
    case 'money':
    case 'minorMoney':
    case 'date':
    case 'code':
      return 2;
    default:
      return 3;
  }
}

/**
 * The order in which columns hide to make the table fit: least important first and, among equals, the one
 * furthest from the row's title. Columns the user chose in the "Columns" menu and priority-0 columns never hide.
 */
export function hideOrder(columns: readonly ColumnSpec[], chosen: ReadonlySet<string>): string[] {
  return columns
    .map((column, index) => ({ key: column.key, index, priority: columnPriority(column, index) }))
    .filter((c) => c.priority > 0 && !chosen.has(c.key))
    .sort((a, b) => b.priority - a.priority || b.index - a.index)
    .map((c) => c.key);
}

/** The columns hidden to fit, and the columns the user asked for in the menu (never hidden to fit). */
export function useColumnFitState() {
  const [fitHidden, setFitHidden] = useState<readonly string[]>([]);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set());
  return { fitHidden, setFitHidden, chosen, setChosen };
}

/**
 * Hides columns, least important first, until the table fits its box without scrolling sideways; shows them again
 * when the box grows. Runs before paint, so a hidden column never flashes.
 */
export function useColumnFit(
  frame: RefObject<HTMLElement | null>,
  columns: readonly ColumnSpec[],
  { fitHidden, setFitHidden, chosen }: ReturnType<typeof useColumnFitState>,
  content: unknown,
  /** True while placeholder rows stand in for the first page: the columns stay as they are until the rows arrive. */
  waiting = false,
) {
  const [width, setWidth] = useState(0);
  const order = useMemo(() => hideOrder(columns, chosen), [columns, chosen]);

  useEffect(() => {
    const el = frame.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(el.clientWidth));
    observer.observe(el);
    return () => observer.disconnect();
  }, [frame]);

  // A wider box, other rows or another choice of columns: start again from every column shown.
  useLayoutEffect(() => {
    setFitHidden((hidden) => (hidden.length === 0 ? hidden : []));
  }, [width, content, order, setFitHidden]);

  useLayoutEffect(() => {
    const el = frame.current;
    // Fitting the placeholder rows would move them while they load, and again when the real rows (of other widths)
    // arrive: a layout shift twice. The rows are fitted once, before their first paint.
    if (waiting || !el || el.scrollWidth <= el.clientWidth + 1) return;
    const next = order.find((key) => !fitHidden.includes(key));
    if (next) setFitHidden([...fitHidden, next]);
  });
}
