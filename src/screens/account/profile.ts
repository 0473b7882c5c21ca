import { defineCustomScreen } from '../define.ts';

/** The signed-in user's profile; its page is src/pages/[...lang]/pages-account.astro, linked from the account menu. */
export default defineCustomScreen({ id: 'account', path: 'pages-account/', group: 'account', position: 10, icon: 'user' });
