import { defineCustomScreen } from '../define.ts';

/** The components gallery's dialogs: the confirmation and the list screens' add / edit dialog with its tabs; its page is src/pages/[...lang]/ui/overlays.astro. */
export default defineCustomScreen({ id: 'uiOverlays', path: 'ui/overlays/', group: 'ui', position: 40, icon: 'dialog' });
