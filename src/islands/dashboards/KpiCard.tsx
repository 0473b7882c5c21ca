import { ArrowDownRight, ArrowUpRight, Minus } from 'lucide-react';
import { useTranslation } from '../../i18n/react.tsx';
import type { StatKpi } from '../../schemas/stats.ts';
import type { Formats } from './formats.ts';
import { Sparkline } from './plots.tsx';

/** Figures where a rise is bad news (shown in the danger tone). */
const LOWER_IS_BETTER = new Set(['returns', 'exits', 'bounceRate', 'expenses', 'salaryCost']);

/** One KPI: its value over the period, the change against the previous period, and a sparkline of its buckets. */
export function KpiCard({ kpi, f }: { kpi: StatKpi; f: Formats }) {
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
  return (
    <div className="card flex h-36 flex-col justify-between p-5" data-kpi={kpi.key}>
      <p className="truncate text-sm text-muted">{label}</p>
      <div className="flex items-end justify-between gap-2">
        <p className="min-w-0 truncate text-2xl font-bold tracking-tight tabular-nums xl:text-xl 2xl:text-2xl" data-kpi-value>
          {f.value(kpi.unit, kpi.value)}
        </p>
        <Sparkline values={kpi.spark} />
      </div>
      <p className="flex min-w-0 items-center gap-2 text-xs text-muted">
        <span
          className={`inline-flex items-center gap-0.5 rounded-full px-2 py-0.5 font-semibold text-ink tabular-nums ${tone}`}
          aria-hidden="true"
        >
          <Arrow className="size-3.5" aria-hidden="true" />
          {change === null ? '—' : f.signedPercent(change)}
        </span>
        <span aria-hidden="true" className="truncate">
          {t('dashboards.vsPrevious')}
        </span>
        <span className="sr-only">{spoken}</span>
      </p>
    </div>
  );
}
