import userlist from '../../resources/userlist.ts';
import { USER_STATUSES } from '../../schemas/enums.ts';
import { defineListScreen } from '../define.ts';

export default defineListScreen({
  id: 'userList',
  path: 'apps/users/list/',
  group: 'users',
  position: 10,
  icon: 'users',
  resource: userlist,
  columns: [
    { key: 'name', kind: 'title', imageKey: 'img', avatar: true },
    { key: 'userId', kind: 'code' },
    { key: 'designation' },
    { key: 'location' },
    { key: 'email', kind: 'email' },
    { key: 'phoneNumber', kind: 'phone' },
    { key: 'joiningDate', kind: 'date' },
    { key: 'status', kind: 'status', enumName: 'userStatus' },
  ],
  filter: { key: 'status', enumName: 'userStatus', values: USER_STATUSES, style: 'select' },
  masks: { userId: { mask: 'USR-0000' }, phoneNumber: { mask: 'phone' } },
});
