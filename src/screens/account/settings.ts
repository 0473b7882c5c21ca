import { defineCustomScreen } from '../define.ts';

/** The account settings (profile, password, preferences); its page is src/pages/[...lang]/pages-settings.astro, linked from the account menu. */
export default defineCustomScreen({ id: 'settings', path: 'pages-settings/', group: 'account', position: 20, icon: 'gear' });
