import { defineCustomScreen } from '../define.ts';

/** The components gallery's form fields: text, password, select, date, masked and image fields; its page is src/pages/[...lang]/ui/forms.astro. */
export default defineCustomScreen({ id: 'uiForms', path: 'ui/forms/', group: 'ui', position: 20, icon: 'formField' });
