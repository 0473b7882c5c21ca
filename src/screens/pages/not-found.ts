import { defineCustomScreen } from '../define.ts';

/** The public 404 page, linked from the menu; it has its own page outside the signed-in area. */
export default defineCustomScreen({ id: 'notFound', path: 'pages-404/', group: 'pages', position: 50, icon: 'notfound' });
