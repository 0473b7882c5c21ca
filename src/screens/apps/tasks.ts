import { defineCustomScreen } from '../define.ts';

/** The task board reads its own endpoints (`/app/boards`, `/app/tasks`) through its own store (src/stores/screens/board.ts). */
export default defineCustomScreen({
  id: 'tasks',
  path: 'apps/tasks/',
  group: 'apps',
  position: 25,
  icon: 'kanban',
  island: 'board',
  permission: 'boards.read',
});
