import type { CellKind, ColumnSpec } from '../../../screens/list-spec.ts';

/** One placeholder cell: a bar as wide as the column's usual content, after the image and selection box it will show. */
export interface SkeletonCell {
  /** The bar's inline size, in rem. */
  barRem: number;
  /** A round (avatar) or square image placeholder before the bar. */
  image?: 'round' | 'square';
  /** A selection box placeholder before everything else (the first cell of a table whose rows can be deleted). */
  check?: boolean;
  /** The cell of the actions column (edit, delete). */
  actions?: boolean;
}

/**
 * Typical content width of each kind of cell in rem (English, the table's 14 px text). Cells do not wrap, so a
 * column is as wide as its widest cell: bars of about the real width keep the columns where the rows will put them.
 */
const BAR_REM: Record<CellKind, number> = {
  text: 9,
  title: 6,
  code: 4,
  money: 5,
  minorMoney: 5.5,
  reference: 8,
  number: 2.5,
  date: 6,
  time: 4.5,
  status: 5,
  enum: 5,
  email: 11,
  phone: 8,
  toggle: 6,
  progress: 10.5,
  rating: 3,
};

/** The edit and delete buttons' width (two 28 px buttons and their gap). */
const ACTIONS_REM = 3.75;

/** The placeholder cells of a loading row: one per visible column, then the actions cell when rows have one. */
export function skeletonCells(
  columns: readonly ColumnSpec[],
  { selectable, actions }: { selectable: boolean; actions: boolean },
): SkeletonCell[] {
  const cells = columns.map((column, i): SkeletonCell => {
    const kind = column.kind ?? 'text';
    const cell: SkeletonCell = { barRem: BAR_REM[kind] };
    if (kind === 'title' && column.imageKey) cell.image = column.avatar ? 'round' : 'square';
    if (i === 0 && selectable) cell.check = true;
    return cell;
  });
  return actions ? [...cells, { barRem: ACTIONS_REM, actions: true }] : cells;
}

/** Whether a row shows a 36 px image, which makes it taller than the 32 px controls of other rows. */
export const hasImages = (cells: readonly SkeletonCell[]) => cells.some((c) => c.image !== undefined);
