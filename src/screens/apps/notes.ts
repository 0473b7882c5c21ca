import notes from '../../resources/notes.ts';
import { NOTE_CATEGORIES } from '../../schemas/enums.ts';
import { defineCardScreen } from '../define.ts';

export default defineCardScreen({
  id: 'notes',
  path: 'apps/notes/',
  group: 'apps',
  position: 10,
  icon: 'notes',
  cards: 'notes',
  resource: notes,
  columns: [
    { key: 'title', kind: 'title' },
    { key: 'description', html: true },
    { key: 'name', kind: 'title', imageKey: 'img', avatar: true },
    { key: 'date', kind: 'date' },
    { key: 'category', kind: 'enum', enumName: 'noteCategory' },
    { key: 'isActive', kind: 'toggle' },
  ],
  filter: { key: 'category', enumName: 'noteCategory', values: NOTE_CATEGORIES, style: 'tabs' },
  defaultSort: { key: 'date', desc: true },
});
