import type { ListScreenSpec } from '../shared/data-table/types.ts';

export default {
  list: 'friends',
  entity: 'friend',
  columns: [
    { key: 'name', kind: 'title', imageKey: 'img', avatar: true },
    { key: 'username' },
    { key: 'joiningDate', kind: 'date' },
    { key: 'isFollow', kind: 'toggle', toggleLabels: { on: 'social.following', off: 'social.follow' } },
  ],
} satisfies ListScreenSpec;
