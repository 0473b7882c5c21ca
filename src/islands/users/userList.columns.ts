import { USER_STATUSES } from '../../schemas/enums.ts';
import type { ListScreenSpec } from '../shared/data-table/types.ts';

export default {
  list: 'userlist',
  entity: 'userList',
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
} satisfies ListScreenSpec;
