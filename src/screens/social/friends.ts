import friends from '../../resources/friends.ts';
import { defineListScreen } from '../define.ts';

export default defineListScreen({
  id: 'friends',
  path: 'apps/social/friends/',
  group: 'social',
  position: 10,
  icon: 'friends',
  resource: friends,
  columns: [
    { key: 'name', kind: 'title', imageKey: 'img', avatar: true },
    { key: 'username' },
    { key: 'joiningDate', kind: 'date' },
    { key: 'isFollow', kind: 'toggle', toggleLabels: { on: 'social.following', off: 'social.follow' } },
  ],
});
