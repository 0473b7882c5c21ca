import { defineCustomScreen } from '../define.ts';

/** The public one-page landing, linked from the menu; it has its own page outside the signed-in area. */
export default defineCustomScreen({ id: 'landing', path: '', group: 'pages', position: 10, icon: 'landing' });
