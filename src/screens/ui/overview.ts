import { defineCustomScreen } from '../define.ts';

/** The components gallery's first page: buttons, badges, alerts, avatars, cards, KPI cards, the pager and the loading, empty and error states; its page is src/pages/[...lang]/ui/index.astro. */
export default defineCustomScreen({ id: 'uiOverview', path: 'ui/', group: 'ui', position: 10, icon: 'blocks' });
