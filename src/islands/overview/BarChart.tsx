import { useEffect, useId, useRef, useState } from 'react';

export interface Bar {
  key: string;
  label: string;
  value: number;
}

interface Props {
  title: string;
  bars: Bar[];
  format: (value: number) => string;
  formatTick: (value: number) => string;
  /** Right-to-left pages read time from right to left. */
  rtl: boolean;
  valueHeader: string;
  labelHeader: string;
}

const H = 240;
const PAD = { top: 12, bottom: 28, side: 52 };

/** The axis top: four equal steps of 1, 2, 2.5 or 5 times a power of ten, so every tick is a round number. */
export function niceMax(value: number): number {
  if (value <= 0) return 4;
  const raw = value / 4;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].find((f) => f * power >= raw) ?? 10;
  return step * power * 4;
}

/**
 * A small bar chart drawn as SVG: no chart library, a few hundred bytes. The picture is decorative
 * for screen readers, which get the same figures as a table.
 */
export function BarChart({ title, bars, format, formatTick, rtl, valueHeader, labelHeader }: Props) {
  const id = useId();
  // Drawn at the card's real width, so labels keep their size from 390 px phones to wide screens.
  const box = useRef<HTMLDivElement>(null);
  const [W, setW] = useState(560);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const observer = new ResizeObserver(([entry]) => entry && setW(Math.max(240, Math.round(entry.contentRect.width))));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const max = niceMax(Math.max(...bars.map((b) => b.value), 0));
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((f) => f * max);
  const plotW = W - PAD.side - 8;
  const plotH = H - PAD.top - PAD.bottom;
  const slot = plotW / Math.max(bars.length, 1);
  const barW = Math.min(36, slot * 0.6);
  const ordered = rtl ? [...bars].reverse() : bars;
  const x0 = rtl ? 8 : PAD.side;
  const axisX = rtl ? W - PAD.side + 6 : PAD.side - 6;

  return (
    <figure className="m-0" ref={box}>
      <svg viewBox={`0 0 ${W} ${H}`} width={W} height={H} className="block h-auto max-w-full" aria-hidden="true" focusable="false">
        {ticks.map((tick) => {
          const y = PAD.top + plotH - (tick / max) * plotH;
          return (
            <g key={tick}>
              <line x1={x0} x2={x0 + plotW} y1={y} y2={y} stroke="var(--line)" strokeDasharray={tick === 0 ? undefined : '3 4'} />
              <text x={axisX} y={y + 4} textAnchor={rtl ? 'start' : 'end'} fontSize="11" fill="var(--muted)">
                {formatTick(tick)}
              </text>
            </g>
          );
        })}
        {ordered.map((b, i) => {
          const h = (b.value / max) * plotH;
          const x = x0 + slot * i + (slot - barW) / 2;
          return (
            <g key={b.key}>
              <rect
                x={x}
                y={PAD.top + plotH - h}
                width={barW}
                height={Math.max(h, 0)}
                rx="5"
                fill="var(--primary)"
                opacity={i === (rtl ? 0 : ordered.length - 1) ? 1 : 0.72}
              >
                <title>{`${b.label}: ${format(b.value)}`}</title>
              </rect>
              <text x={x + barW / 2} y={H - 8} textAnchor="middle" fontSize="11" fill="var(--muted)">
                {b.label}
              </text>
            </g>
          );
        })}
      </svg>
      <table className="sr-only" aria-labelledby={id}>
        <caption id={id}>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{labelHeader}</th>
            <th scope="col">{valueHeader}</th>
          </tr>
        </thead>
        <tbody>
          {bars.map((b) => (
            <tr key={b.key}>
              <th scope="row">{b.label}</th>
              <td>{format(b.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
