import type { CSSProperties } from 'react';
import { ArrowDownRight, ArrowUpRight, Minus } from 'lucide-react';
import { useTranslation } from '../../i18n/react.tsx';
import type { StatKpi } from '../../schemas/stats.ts';
import type { Formats } from './formats.ts';
import { Sparkline } from './plots.tsx';

/** Figures where a rise is bad news (shown in the danger tone). */
const LOWER_IS_BETTER = new Set(['returns', 'exits', 'bounceRate', 'expenses', 'salaryCost', 'outstanding', 'overdue']);

/**
 * One KPI: its value over the period, the change against the previous period, and a sparkline of its buckets. With
 * `href`, its name links to the list of the rows it sums (filtered in the address), whose total is the value.
 */
export function KpiCard({ kpi, f, href }: { kpi: StatKpi; f: Formats; href?: string | undefined }) {
  const { t } = useTranslation();
  const label = t(`dashboards.kpi.${kpi.key}`);
  const change = kpi.previous === 0 ? null : (kpi.value - kpi.previous) / Math.abs(kpi.previous);
  const good = change === null || change === 0 ? null : change > 0 !== LOWER_IS_BETTER.has(kpi.key);
  const Arrow = change === null || change === 0 ? Minus : change > 0 ? ArrowUpRight : ArrowDownRight;
  const tone = good === null ? 'bg-surface-2' : good ? 'bg-success-soft' : 'bg-danger-soft';
  const spoken =
    change === null
      ? t('dashboards.noPrevious')
      : t('dashboards.change', { change: f.signedPercent(change), previous: f.value(kpi.unit, kpi.previous) });
  const value = f.value(kpi.unit, kpi.value);
  // The value's size is fitted to its length in the room it has (at most the usual size): on a phone, two cards to a row,
  // the card's width, the sparkline having moved down beside the change; wider, the card's width beside the sparkline
  // (60 px and the gap). A long figure, as Arabic writes dollars (`3,616,723.43 US$`), is made smaller, not cut.
  const fit = { '--kpi-chars': value.length } as CSSProperties;
  return (
    <div className="card @container flex h-36 flex-col justify-between p-4 sm:p-5" data-kpi={kpi.key}>
      <p className="text-sm text-muted [overflow-wrap:anywhere] sm:truncate">
        {href ? (
          <a
            href={href}
            className="rounded hover:text-primary hover:underline focus-visible:outline-2 focus-visible:outline-primary"
            data-kpi-link
          >
            {label}
          </a>
        ) : (
          label
        )}
      </p>
      <div className="flex items-end justify-between gap-2">
        <p
          className="min-w-0 truncate leading-8 font-bold tracking-tight tabular-nums [--kpi-room:100cqi] text-[length:min(1.5rem,calc(var(--kpi-room)/(var(--kpi-chars)*0.62)))] sm:[--kpi-room:calc(100cqi-4.25rem)] xl:text-[length:min(1.25rem,calc(var(--kpi-room)/(var(--kpi-chars)*0.62)))] 2xl:text-[length:min(1.5rem,calc(var(--kpi-room)/(var(--kpi-chars)*0.62)))]"
          style={fit}
          data-kpi-value
        >
          {value}
        </p>
        <Sparkline values={kpi.spark} className="shrink-0 max-sm:hidden" />
      </div>
      <p className="flex min-w-0 items-center gap-2 text-xs text-muted">
        <span
          className={`inline-flex shrink-0 items-center gap-0.5 rounded-full px-2 py-0.5 font-semibold text-ink tabular-nums ${tone}`}
          aria-hidden="true"
        >
          <Arrow className="size-3.5" aria-hidden="true" />
          {change === null ? '—' : f.signedPercent(change)}
        </span>
        <span aria-hidden="true" className="truncate max-sm:hidden">
          {t('dashboards.vsPrevious')}
        </span>
        <span className="sr-only">{spoken}</span>
        <Sparkline values={kpi.spark} className="ms-auto w-12 min-w-0 shrink sm:hidden" />
      </p>
    </div>
  );
}
