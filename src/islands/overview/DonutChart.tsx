export interface Slice {
  key: string;
  label: string;
  value: number;
  /** A CSS colour (theme variable), e.g. `var(--success)`. */
  color: string;
}

interface Props {
  slices: Slice[];
  /** Text in the middle (the total) and its caption. */
  centre: string;
  centreCaption: string;
  formatShare: (share: number) => string;
}

const R = 42;
const C = 2 * Math.PI * R;

/**
 * A donut drawn with stroked circle arcs. The legend beside it is a real list with every label,
 * count and share, so the chart needs no description of its own for screen readers.
 */
export function DonutChart({ slices, centre, centreCaption, formatShare }: Props) {
  const total = slices.reduce((sum, s) => sum + s.value, 0);
  let offset = 0;
  return (
    <div className="flex flex-wrap items-center justify-center gap-6">
      <div className="relative size-44 shrink-0">
        <svg viewBox="0 0 100 100" className="size-full -rotate-90" aria-hidden="true" focusable="false">
          <circle cx="50" cy="50" r={R} fill="none" stroke="var(--surface-2)" strokeWidth="12" />
          {total > 0 &&
            slices
              .filter((s) => s.value > 0)
              .map((s) => {
                const length = (s.value / total) * C;
                const circle = (
                  <circle
                    key={s.key}
                    cx="50"
                    cy="50"
                    r={R}
                    fill="none"
                    stroke={s.color}
                    strokeWidth="12"
                    strokeDasharray={`${Math.max(length - 1, 0.5)} ${C}`}
                    strokeDashoffset={-offset}
                  />
                );
                offset += length;
                return circle;
              })}
        </svg>
        <div className="absolute inset-0 grid place-content-center text-center" aria-hidden="true">
          <span className="text-2xl font-bold">{centre}</span>
          <span className="text-xs text-muted">{centreCaption}</span>
        </div>
      </div>
      <ul className="grid min-w-52 flex-1 gap-2 text-sm" role="list">
        {slices.map((s) => (
          <li key={s.key} className="flex items-center gap-2">
            <span aria-hidden="true" className="size-3 shrink-0 rounded-full" style={{ background: s.color }} />
            <span className="flex-1">{s.label}</span>
            <span className="font-semibold tabular-nums">{s.value}</span>
            <span className="w-12 text-end text-muted tabular-nums">{formatShare(total ? s.value / total : 0)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
