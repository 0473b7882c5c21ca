import { friendSchema } from '../../schemas/social.ts';
import { defineListScreen } from '../define.ts';

export default defineListScreen({
  id: 'friends',
  path: 'apps/social/friends/',
  group: 'social',
  position: 10,
  icon: 'friends',
  list: 'friends',
  schema: friendSchema,
  sampleSize: 10,
  entity: 'friend',
  apiName: 'Friend',
  messages: ['social'],
  columns: [
    { key: 'name', kind: 'title', imageKey: 'img', avatar: true },
    { key: 'username' },
    { key: 'joiningDate', kind: 'date' },
    { key: 'isFollow', kind: 'toggle', toggleLabels: { on: 'social.following', off: 'social.follow' } },
  ],
});
