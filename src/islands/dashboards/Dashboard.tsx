import { useDeferredValue, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { I18nIsland, useLocale, useTranslation, type I18nProps } from '../../i18n/react.tsx';
import { translateError } from '../../api/errors.ts';
import type { StatChart, Stats } from '../../schemas/stats.ts';
import { localizePath } from '../../i18n/paths.ts';
import { chartDrill, drillPath, kpiDrill, seriesDrill, tableRowPath, type Drill } from '../../stats/screens/drill.ts';
import { onDemoDataReset } from '../../stores/demo-data.ts';
import { statsStore } from '../../stores/screens/stats.ts';
import type { DashboardName, Period } from '../../stats/period.ts';
import { useHtmlAttribute } from '../shared/use-html-attribute.ts';
import { useHydratedStore } from '../shared/use-hydrated-store.ts';
import { ChartCard } from './ChartCard.tsx';
import { DashboardEmpty, DashboardError } from './DashboardStates.tsx';
import { PLOT_H } from './plots.tsx';
import { useFormats } from './formats.ts';
import { KpiCard } from './KpiCard.tsx';
import { useLeaveActions } from './LeaveActions.ts';
import { readChoice, writeChoice, type PeriodChoice } from './period.ts';
import { PeriodControl } from './PeriodControl.tsx';
import { TableCard } from './TableCard.tsx';

/**
 * Where each chart goes, in order, with its share of a six-column row on wide screens (one column below): the
 * placeholders while a dashboard loads have the same sizes, so nothing moves when the figures arrive.
 */
const LAYOUT: Record<DashboardName, { kpis: number; charts: [key: string, span: number][]; tables: number }> = {
  ecommerce: {
    kpis: 5,
    charts: [
      ['revenue', 4],
      ['statusShare', 2],
      ['orders', 3],
      ['ordersByStatus', 3],
    ],
    tables: 3,
  },
  analytics: {
    kpis: 4,
    charts: [
      ['sessions', 4],
      ['sources', 2],
      ['devices', 2],
      ['countries', 4],
      ['hours', 6],
    ],
    tables: 1,
  },
  hr: {
    kpis: 4,
    charts: [
      ['headcount', 4],
      ['leaveByStatus', 2],
      ['hiresExits', 3],
      ['payroll', 3],
      ['attendance', 6],
    ],
    tables: 2,
  },
  finance: {
    kpis: 7,
    charts: [
      ['revenueExpenses', 4],
      ['expensesByCategory', 2],
      ['cashFlow', 4],
      ['estimates', 2],
      ['salaryCost', 6],
    ],
    tables: 1,
  },
};
const SPAN: Record<number, string> = { 2: 'xl:col-span-2', 3: 'xl:col-span-3', 4: 'xl:col-span-4', 6: 'xl:col-span-6' };
// Five cards: three and two halves of a six-column row (no hole under a three-column row), then five in a row.
const KPI_COLS: Record<number, string> = {
  4: 'xl:grid-cols-4',
  5: 'xl:grid-cols-6 xl:max-2xl:[&>*]:col-span-2 xl:max-2xl:[&>:nth-child(n+4)]:col-span-3 2xl:grid-cols-5',
  // Seven (finance: four of the period, three of receivables): four in a row, then three.
  7: 'xl:grid-cols-12 xl:[&>*]:col-span-4 xl:[&>:nth-child(-n+4)]:col-span-3',
};
/**
 * The KPI grid: two per row from the narrowest phone (closer on a phone) up, where an odd last card takes the whole
 * row, then the wide screen's columns; every row is filled at every width.
 */
const kpiGrid = (count: number) =>
  `grid grid-cols-2 gap-3 sm:gap-5 max-xl:[&>:last-child:nth-child(odd)]:col-span-2 ${KPI_COLS[count] ?? 'xl:grid-cols-4'}`;
const CHART_H = 'min-h-[22rem]';

/** The charts of an answer in layout order, each with its span (one the layout does not know takes a whole row). */
function placed(name: DashboardName, charts: Stats['charts']): { chart: Stats['charts'][number]; span: number }[] {
  const order = LAYOUT[name].charts.map(([key]) => key);
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  return [...charts]
    .sort((a, b) => rank(a.key) - rank(b.key))
    .map((chart) => ({ chart, span: LAYOUT[name].charts.find(([k]) => k === chart.key)?.[1] ?? 6 }));
}

/**
 * A chart's place while the figures load: its title where the card will show it (the layout knows every chart's key,
 * so the title is in the page's first HTML and painted with it), the rest pulsing at the chart's size.
 */
function ChartPlaceholder({ title, className }: { title: string; className: string }) {
  return (
    <div className={`card flex min-w-0 flex-col p-5 ${className}`}>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-base font-semibold">{title}</h2>
        <span aria-hidden="true" className="h-[1.625rem] w-32 animate-pulse rounded-md bg-surface-2" />
      </div>
      <div aria-hidden="true" className="animate-pulse rounded-lg bg-surface-2" style={{ height: PLOT_H }} />
    </div>
  );
}

function Skeleton({ name }: { name: DashboardName }) {
  const { t } = useTranslation();
  const shape = LAYOUT[name];
  return (
    <div aria-busy="true" className="grid gap-5" data-overview-state="loading">
      <p className="sr-only" role="status">
        {t('dashboards.loading')}
      </p>
      <div className={kpiGrid(shape.kpis)}>
        {Array.from({ length: shape.kpis }, (_, i) => (
          <div key={i} className="card h-36 animate-pulse" />
        ))}
      </div>
      <KpiNote name={name} />
      <div className="grid grid-cols-1 gap-5 xl:grid-cols-6">
        {shape.charts.map(([key, span]) => (
          <ChartPlaceholder key={key} title={t(`dashboards.chart.${key}`)} className={`${CHART_H} ${SPAN[span]}`} />
        ))}
      </div>
    </div>
  );
}

/** The links of the figures that are a count or sum of a list's rows, to that list filtered to them (src/stats/screens/drill.ts). */
function useDrillLinks(name: DashboardName, stats: Stats) {
  const locale = useLocale();
  const period: Period = { from: stats.from, to: stats.to, interval: stats.interval };
  const href = (drill: Drill | undefined) => (drill ? localizePath(locale, drillPath(drill)) : undefined);
  return {
    kpi: (key: string) => href(kpiDrill(name, key, period)),
    chart: (chart: StatChart, index: number) => href(chartDrill(name, chart, index, period)),
    series: (chart: StatChart, k: number) => href(seriesDrill(name, chart, k, period)),
    row: (tableKey: string, id: number) => {
      const path = tableRowPath(tableKey, id);
      return path ? localizePath(locale, path) : undefined;
    },
  };
}

/**
 * What a dashboard says of its KPIs: the finance one that its receivables are of the invoices in US dollars, as
 * amounts of different currencies are not added together (src/stats/receivables.ts).
 */
function KpiNote({ name }: { name: DashboardName }) {
  const { t } = useTranslation();
  if (name !== 'finance') return null;
  return (
    <p className="-mt-2 text-xs text-muted" data-kpi-note>
      {t('dashboards.receivablesNote')}
    </p>
  );
}

/** No figure in the period: every KPI and every bucket is zero. */
const isEmpty = (stats: Stats) => stats.kpis.every((k) => k.value === 0 && k.spark.every((v) => v === 0));

function Figures({ stats, name, rtl, busy }: { stats: Stats; name: DashboardName; rtl: boolean; busy: boolean }) {
  const { t } = useTranslation();
  const f = useFormats(useLocale(), stats.interval, t);
  const leave = useLeaveActions(name === 'hr', t);
  const drill = useDrillLinks(name, stats);
  if (isEmpty(stats)) return <DashboardEmpty />;
  return (
    <div className={`grid gap-5 transition-opacity ${busy ? 'opacity-60' : ''}`} aria-busy={busy} data-overview-state="ready">
      <div className={kpiGrid(stats.kpis.length)}>
        {stats.kpis.map((k) => (
          <KpiCard key={k.key} kpi={k} f={f} href={drill.kpi(k.key)} />
        ))}
      </div>
      <KpiNote name={name} />
      <div className="grid grid-cols-1 gap-5 xl:grid-cols-6">
        {placed(name, stats.charts).map(({ chart, span }) => (
          <ChartCard
            key={chart.key}
            chart={chart}
            f={f}
            rtl={rtl}
            className={`${CHART_H} ${SPAN[span]}`}
            linkOf={(i) => drill.chart(chart, i)}
            seriesLinkOf={(k) => drill.series(chart, k)}
          />
        ))}
      </div>
      <div className="grid grid-cols-1 gap-5 xl:grid-cols-2">
        {stats.tables.map((table, i) => (
          <TableCard
            key={table.key}
            table={table}
            f={f}
            className={i === 0 && stats.tables.length % 2 === 1 ? 'xl:col-span-2' : ''}
            rowLink={(id) => drill.row(table.key, id)}
            {...(table.key === 'leaveRequests' ? { actions: leave.actions, busy: leave.busy } : {})}
          />
        ))}
      </div>
    </div>
  );
}

const samePeriod = (a: PeriodChoice, b: PeriodChoice) =>
  a.preset === b.preset && a.period.from === b.period.from && a.period.to === b.period.to;

function View({ name, builtOn }: DashboardProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const rtl = useHtmlAttribute('dir', 'ltr') === 'rtl';
  const store = useMemo(() => statsStore(name), [name]);
  const state = useHydratedStore(store.$state);
  // The figures are drawn from a deferred copy of the answer: React then renders them in slices between which the
  // browser may paint and answer input, not as one long task (on a throttled phone the first draw took about 200 ms).
  const data = useDeferredValue(state.data);
  // Hydration starts from what the page's HTML shows: the default period, ending on the day of the build. The
  // address's period, ending today, replaces it before the first paint (a page is mostly visited after its build day,
  // and a period in the address is the browser's only).
  const [choice, setChoice] = useState<PeriodChoice>(() => readChoice('', builtOn));
  const [started, setStarted] = useState(false);
  const f = useFormats(locale, choice.period.interval, t);

  useLayoutEffect(() => {
    const wanted = readChoice(location.search);
    if (!samePeriod(wanted, choice)) {
      setChoice(wanted);
      return;
    }
    setStarted(true);
    void store.load(choice.period);
  }, [choice, store]);
  useEffect(() => onDemoDataReset(() => void store.load(choice.period)), [choice, store]);
  useEffect(() => {
    const back = () => setChoice(readChoice(location.search));
    addEventListener('popstate', back);
    return () => removeEventListener('popstate', back);
  }, []);

  const change = (next: PeriodChoice) => {
    history.pushState(null, '', writeChoice(location.pathname, next));
    setChoice(next);
  };
  const retry = () => void store.load(choice.period);
  const message = state.error ? translateError(state.error, t) : '';

  return (
    <div className="grid gap-5">
      <PeriodControl key={`${choice.preset}:${choice.period.from}:${choice.period.to}`} choice={choice} onChange={change} f={f} />
      {state.error && state.data && (
        <p role="alert" className="flex flex-wrap items-center gap-3 rounded-lg bg-danger-soft px-4 py-2 text-sm text-ink">
          {t('dashboards.error')} {message}
          <button type="button" onClick={retry} className="font-semibold underline">
            {t('dashboards.retry')}
          </button>
        </p>
      )}
      {!started || (!data && !state.error) ? (
        <Skeleton name={name} />
      ) : !data ? (
        <DashboardError message={message} onRetry={retry} />
      ) : (
        <Figures stats={data} name={name} rtl={rtl} busy={state.loading || data !== state.data} />
      )}
    </div>
  );
}

/** One of the four dashboards: a period control, KPI cards, charts and tables from `GET /app/stats/<name>`. */
interface DashboardProps {
  name: DashboardName;
  /** The day the page was built (ISO), which its HTML's period ends on. */
  builtOn: string;
}

export default function Dashboard({ name, builtOn, ...i18n }: I18nProps & DashboardProps) {
  return (
    <I18nIsland {...i18n} errorPanel="panel">
      <View name={name} builtOn={builtOn} />
    </I18nIsland>
  );
}
