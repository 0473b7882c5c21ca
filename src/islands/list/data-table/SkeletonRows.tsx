import { hasImages, type SkeletonCell } from './skeleton.ts';
import type { writeNeeds } from '../../../stores/permissions.ts';

/**
 * Placeholder rows while the first page loads: as many as the page will show, as tall as real rows (32 px
 * controls, or 36 px images) and with columns about as wide as the real cells (`skeletonCells`), so neither the
 * pager below nor the column headers move when the rows arrive.
 */
export function SkeletonRows({
  cells,
  rows = 10,
  needs,
}: {
  cells: readonly SkeletonCell[];
  rows?: number;
  /** The list's write needs: the selection box and the actions cell are hidden before paint for a role without them. */
  needs: ReturnType<typeof writeNeeds>;
}) {
  const height = hasImages(cells) ? 'h-9' : 'h-8';
  return (
    <>
      {Array.from({ length: rows }, (_, r) => (
        <tr key={r} className="border-t border-line" aria-hidden="true" data-skeleton-row="">
          {cells.map((cell, c) => (
            <td key={c} className="px-4 py-3" data-needs={cell.actions ? needs.actions : undefined}>
              <span className={`flex ${height} items-center gap-3`}>
                {cell.check && <span className="size-4 shrink-0 rounded bg-surface-2" data-needs={needs.select} />}
                {cell.image && (
                  <span
                    className={`size-9 shrink-0 animate-pulse bg-surface-2 ${cell.image === 'round' ? 'rounded-full' : 'rounded-md'}`}
                  />
                )}
                {/* The column keeps the full width; the grey bar inside varies from row to row (the first row full). */}
                <span className="block shrink-0" style={{ inlineSize: `${cell.barRem}rem` }}>
                  <span
                    className="block h-3 animate-pulse rounded bg-surface-2"
                    style={{ inlineSize: r === 0 ? '100%' : `${55 + ((r * 7 + c * 13) % 45)}%` }}
                  />
                </span>
              </span>
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}
