import { defineCustomScreen } from '../define.ts';

/** Team chat reads its own endpoints (`/app/conversations`, `/app/messages`) through its own store (src/stores/screens/chat.ts). */
export default defineCustomScreen({
  id: 'chat',
  path: 'apps/chat/',
  group: 'apps',
  position: 30,
  icon: 'chat',
  island: 'chat',
  permission: 'chat.use',
});
