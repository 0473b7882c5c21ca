import { defineCustomScreen } from '../define.ts';

/** The public maintenance page, linked from the menu; it has its own page outside the signed-in area. */
export default defineCustomScreen({ id: 'maintenance', path: 'pages-maintenance/', group: 'pages', position: 40, icon: 'wrench' });
