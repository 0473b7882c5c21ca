import sessions, { SESSION_SOURCES } from '../../resources/sessions.ts';
import { defineListScreen } from '../define.ts';

/** The site's visits, one row each: the rows the Analytics dashboard sums, newest first. */
export default defineListScreen({
  id: 'sessions',
  path: 'apps/analytics/sessions/',
  group: 'dashboards',
  position: 25,
  icon: 'trendUp',
  resource: sessions,
  columns: [
    // The landing page heads the row (its name in the dialogs, and what a search finds it by).
    { key: 'landingPage', kind: 'code' },
    { key: 'date', kind: 'date' },
    { key: 'hour', kind: 'number' },
    { key: 'source', kind: 'enum', enumName: 'sessions.source' },
    { key: 'device', kind: 'enum', enumName: 'sessions.device' },
    { key: 'country', kind: 'code' },
    { key: 'pageviews', kind: 'number', total: true },
    { key: 'duration', kind: 'number' },
  ],
  filter: { key: 'source', enumName: 'sessions.source', values: SESSION_SOURCES, style: 'select' },
  defaultSort: { key: 'date', desc: true },
});
