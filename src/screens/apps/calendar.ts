import { defineCustomScreen } from '../define.ts';

/** The calendar reads its own endpoint (`/app/calendar`) through its own store. */
export default defineCustomScreen({
  id: 'calendar',
  path: 'apps/calendar/',
  group: 'apps',
  position: 20,
  icon: 'calendar',
  island: 'calendar',
  permission: 'calendar.read',
});
