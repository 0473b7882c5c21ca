import { NOTE_CATEGORIES } from '../../schemas/enums.ts';
import type { ListScreenSpec } from '../shared/data-table/types.ts';

export default {
  list: 'notes',
  entity: 'note',
  columns: [
    { key: 'title', kind: 'title' },
    { key: 'description' },
    { key: 'name', kind: 'title', imageKey: 'img', avatar: true },
    { key: 'date', kind: 'date' },
    { key: 'category', kind: 'enum', enumName: 'noteCategory' },
    { key: 'isActive', kind: 'toggle' },
  ],
  filter: { key: 'category', enumName: 'noteCategory', values: NOTE_CATEGORIES, style: 'tabs' },
  defaultSort: { key: 'date', desc: true },
} satisfies ListScreenSpec;
