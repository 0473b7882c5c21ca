import event from '../../resources/event.ts';
import { EVENT_STATUSES } from '../../schemas/enums.ts';
import { defineListScreen } from '../define.ts';

export default defineListScreen({
  id: 'events',
  path: 'apps/social/events/',
  group: 'social',
  position: 20,
  icon: 'event',
  resource: event,
  columns: [
    { key: 'eventName', kind: 'title' },
    { key: 'startDate', kind: 'date' },
    { key: 'endDate', kind: 'date' },
    { key: 'numberRegistered', kind: 'progress', totalKey: 'total' },
    { key: 'total', kind: 'number', hidden: true },
    { key: 'status', kind: 'status', enumName: 'eventStatus' },
  ],
  filter: { key: 'status', enumName: 'eventStatus', values: EVENT_STATUSES, style: 'select' },
  defaultSort: { key: 'startDate', desc: false },
});
