import { defineCustomScreen } from '../define.ts';

/** The components gallery's data blocks: the list table (cards on a phone) in its states and the filter tabs; its page is src/pages/[...lang]/ui/data.astro. */
export default defineCustomScreen({ id: 'uiData', path: 'ui/data/', group: 'ui', position: 30, icon: 'table' });
