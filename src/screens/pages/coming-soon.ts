import { defineCustomScreen } from '../define.ts';

/** The public coming-soon page, linked from the menu; it has its own page outside the signed-in area. */
export default defineCustomScreen({ id: 'comingSoon', path: 'pages-coming-soon/', group: 'pages', position: 30, icon: 'rocket' });
