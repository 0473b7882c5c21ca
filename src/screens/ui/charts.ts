import { defineCustomScreen } from '../define.ts';

/** The components gallery's dashboard blocks: each kind of chart in its chart card, the sparkline and the table card; its page is src/pages/[...lang]/ui/charts.astro. */
export default defineCustomScreen({ id: 'uiCharts', path: 'ui/charts/', group: 'ui', position: 50, icon: 'chart' });
