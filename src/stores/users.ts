import { listStore } from './lists.ts';

/** User slices (spec section 3): the user list and the user grid. */
export const users = {
  userList: listStore('userlist'),
  userGrid: listStore('usergrid'),
};
