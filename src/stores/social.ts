import { listStore } from './lists.ts';

/** Social slices (spec section 3): friends and events. */
export const social = {
  friends: listStore('friends'),
  event: listStore('event'),
};
