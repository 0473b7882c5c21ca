import { ROLES } from '../../schemas/enums.ts';
import type { ListScreenSpec } from '../shared/data-table/types.ts';

export default {
  list: 'usergrid',
  entity: 'userGrid',
  columns: [
    { key: 'name', kind: 'title', imageKey: 'img', avatar: true },
    { key: 'username', kind: 'enum', enumName: 'role' },
    { key: 'address' },
    { key: 'isActive', kind: 'toggle' },
  ],
  filter: { key: 'username', enumName: 'role', values: ROLES, style: 'tabs' },
} satisfies ListScreenSpec;
