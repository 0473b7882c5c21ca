import { listStore } from './lists.ts';

/** Notes slice (spec section 3). */
export const notes = {
  notes: listStore('notes'),
};
