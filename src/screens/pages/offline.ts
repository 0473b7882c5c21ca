import { defineCustomScreen } from '../define.ts';

/** The public offline page, linked from the menu; it has its own page outside the signed-in area. */
export default defineCustomScreen({ id: 'offline', path: 'pages-offline/', group: 'pages', position: 60, icon: 'offline' });
