import usergrid from '../../resources/usergrid.ts';
import { ROLES } from '../../schemas/enums.ts';
import { defineCardScreen } from '../define.ts';

export default defineCardScreen({
  id: 'userGrid',
  path: 'apps/users/grid/',
  group: 'users',
  position: 20,
  icon: 'usergrid',
  cards: 'users',
  resource: usergrid,
  columns: [
    { key: 'name', kind: 'title', imageKey: 'img', avatar: true },
    { key: 'username', kind: 'enum', enumName: 'role' },
    { key: 'address' },
    { key: 'isActive', kind: 'toggle' },
  ],
  filter: { key: 'username', enumName: 'role', values: ROLES, style: 'tabs' },
});
