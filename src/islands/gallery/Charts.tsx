import { useLocale, useTranslation } from '../../i18n/react.tsx';
import { ChartCard } from '../dashboards/ChartCard.tsx';
import { useFormats } from '../dashboards/formats.ts';
import { Sparkline } from '../dashboards/plots.tsx';
import { TableCard } from '../dashboards/TableCard.tsx';
import { useHtmlAttribute } from '../shared/use-html-attribute.ts';
import { galleryIsland } from './gallery-island.tsx';
import { SAMPLE_CHARTS, SAMPLE_KPIS, SAMPLE_TABLE } from './samples.ts';
import { Specimen } from './Specimen.tsx';

const CODE = {
  tableCard: `import { TableCard } from '../dashboards/TableCard.tsx';

<TableCard table={stats.tables[0]} f={f} actions={[{ label: (row) => name(row), text: t('dashboards.approve'), run: approve }]} />`,
  chart: (kind: string) => `import { ChartCard } from '../dashboards/ChartCard.tsx';
import { useFormats } from '../dashboards/formats.ts';

const f = useFormats(locale, stats.interval, t);
// chart: one of GET /app/stats/<dashboard>'s charts, kind '${kind}'
<ChartCard chart={chart} f={f} rtl={rtl} className="min-h-[22rem]" />`,
  sparkline: `import { Sparkline } from '../dashboards/plots.tsx';
import { TableCard } from '../dashboards/TableCard.tsx';

<Sparkline values={kpi.spark} label={t('dashboards.kpi.revenue')} />`,
};

function DashboardTable() {
  const { t } = useTranslation();
  const f = useFormats(useLocale(), 'month', t);
  return (
    <Specimen id="table-card" title={t('gallery.blocks.tableCard')} code={CODE.tableCard}>
      <TableCard table={SAMPLE_TABLE} f={f} className="w-full" />
      <TableCard table={{ ...SAMPLE_TABLE, rows: [] }} f={f} className="w-full" />
    </Specimen>
  );
}

function ChartsBody() {
  const { t } = useTranslation();
  const f = useFormats(useLocale(), 'month', t);
  const rtl = useHtmlAttribute('dir', 'ltr') === 'rtl';
  return (
    <>
      {SAMPLE_CHARTS.map((chart) => (
        <Specimen key={chart.key} id={`chart-${chart.kind}`} title={t(`gallery.chartKind.${chart.kind}`)} code={CODE.chart(chart.kind)}>
          <ChartCard chart={chart} f={f} rtl={rtl} className="min-h-[22rem] w-full" />
        </Specimen>
      ))}
      <Specimen id="chart-sparkline" title={t('gallery.chartKind.sparkline')} code={CODE.sparkline}>
        <Sparkline values={SAMPLE_KPIS[0]?.spark ?? []} label={t('dashboards.kpi.revenue')} />
      </Specimen>
      <DashboardTable />
    </>
  );
}

/**
 * /ui/charts/: the dashboards' blocks: each kind of chart they draw (area, line, bar, stacked, donut, heatmap), the
 * sparkline and the table card.
 */
export default galleryIsland(ChartsBody);
