import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { translateError } from '../../api/errors.ts';
import { AUDIT_ACTIONS } from '../../schemas/audit.ts';
import { INTL_TAGS } from '../../i18n/locales.ts';
import { I18nIsland, useLocale, useTranslation, type I18nProps } from '../../i18n/react.tsx';
import { auditStore, NO_FILTERS, type AuditEntry, type AuditFilters } from '../../stores/audit.ts';
import { can } from '../../stores/permissions.ts';
import { ChangeList, type ValueText } from '../shared/audit/ChangeList.tsx';
import { formattersFor } from '../list/data-table/format.ts';
import { DataTable } from '../list/data-table/DataTable.tsx';
import { EmailText } from '../shared/EmailText.tsx';
import type { ServerPaging } from '../list/data-table/server-paging.ts';
import type { TableScreenOptions } from '../list/data-table/use-data-table.ts';
import type { ListScreenSpec, Row } from '../../screens/list-spec.ts';
import type { PageRequest } from '../../stores/list-paging.ts';
import { PermissionGate } from '../shared/Permitted.tsx';
import { useHydratedStore } from '../shared/use-hydrated-store.ts';

const SIZES = [10, 25, 50, 100] as const;

/** What the trail is about, each with its translated name and the `fields.<entity>` its field names are in. */
export interface AuditResource {
  id: string;
  label: string;
  entity?: string;
}

interface Props extends I18nProps {
  resources: readonly AuditResource[];
  /** The screen's translated name (the table's caption). */
  title: string;
}

const INPUT = 'h-10 w-full rounded-lg border border-line bg-surface px-3 text-sm text-ink';

function Filters({
  value,
  resources,
  onChange,
}: {
  value: AuditFilters;
  resources: readonly AuditResource[];
  onChange(next: AuditFilters): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [actor, setActor] = useState(value.actor);
  // The view's actor changed from outside (the empty state's "Clear filters", the URL restored): the box shows it.
  const [seen, setSeen] = useState(value.actor);
  if (value.actor !== seen) {
    setSeen(value.actor);
    setActor(value.actor);
  }
  // The actor's text is sent once typing pauses.
  useEffect(() => {
    if (actor === value.actor) return;
    const timer = setTimeout(() => onChange({ ...value, actor }), 300);
    return () => clearTimeout(timer);
  }, [actor, value, onChange]);
  const field = (name: keyof AuditFilters, control: React.ReactNode) => (
    <div className={name === 'actor' ? 'col-span-2 lg:col-span-1' : undefined}>
      <label htmlFor={`${id}-${name}`} className="mb-1 block text-xs font-medium text-muted">
        {t(`admin.activity.filters.${name}`)}
      </label>
      {control}
    </div>
  );
  const set = (name: keyof AuditFilters) => (e: { target: { value: string } }) => onChange({ ...value, [name]: e.target.value });
  return (
    <div className="grid grid-cols-2 gap-3 border-b border-line p-4 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr_auto] lg:items-end">
      {field(
        'actor',
        <input
          id={`${id}-actor`}
          type="search"
          dir="ltr"
          value={actor}
          placeholder={t('admin.activity.filters.actorPlaceholder')}
          onChange={(e) => setActor(e.target.value)}
          className={INPUT}
        />,
      )}
      {field(
        'resource',
        <select id={`${id}-resource`} value={value.resource} onChange={set('resource')} className={INPUT}>
          <option value="">{t('admin.activity.filters.any')}</option>
          {resources.map((r) => (
            <option key={r.id} value={r.id}>
              {r.label}
            </option>
          ))}
        </select>,
      )}
      {field(
        'action',
        <select id={`${id}-action`} value={value.action} onChange={set('action')} className={INPUT}>
          <option value="">{t('admin.activity.filters.any')}</option>
          {AUDIT_ACTIONS.map((a) => (
            <option key={a} value={a}>
              {t(`form.history.actions.${a}`)}
            </option>
          ))}
        </select>,
      )}
      {field(
        'from',
        <input id={`${id}-from`} type="date" value={value.from} max={value.to || undefined} onChange={set('from')} className={INPUT} />,
      )}
      {field(
        'to',
        <input id={`${id}-to`} type="date" value={value.to} min={value.from || undefined} onChange={set('to')} className={INPUT} />,
      )}
      <button
        type="button"
        onClick={() => {
          setActor('');
          onChange(NO_FILTERS);
        }}
        className="col-span-2 h-10 rounded-lg border border-line px-3 text-sm font-medium hover:bg-surface-2 lg:col-span-1"
      >
        {t('admin.activity.filters.clear')}
      </button>
    </div>
  );
}

/** The trail's table: the columns of the shared list table, with cells of their own. */
const SPEC: ListScreenSpec = {
  // Not a list of the data layer: no list's write permissions apply (the screen is gated whole by `audit.read`).
  list: 'audit',
  entity: 'audit',
  // Priority 0: no column hides to fit the width, as the screen offers no column menu to bring it back. The action is
  // the card's badge on a phone (a status), the time its title.
  columns: [
    { key: 'at', priority: 0 },
    { key: 'actorEmail', priority: 0 },
    { key: 'action', kind: 'status', priority: 0 },
    { key: 'resource', priority: 0 },
    { key: 'changes', priority: 0 },
  ],
};
const HEADERS: Readonly<Record<string, string>> = {
  at: 'admin.activity.columns.when',
  actorEmail: 'admin.activity.columns.actor',
  action: 'admin.activity.columns.action',
  resource: 'admin.activity.columns.resource',
  changes: 'admin.activity.columns.changes',
};
const FILTER_KEYS = Object.keys(NO_FILTERS);
// The server answers newest first and searches by its own filters: no sorting, search box, columns or export.
const TOOLS = { search: false, columns: false, csv: false };

type EntryRow = Row & AuditEntry;
const entryOf = (row: Row) => row as EntryRow;

/** The filters of the view (`view.extra`), every one present. */
function filtersOf(extra: Readonly<Record<string, string>>): AuditFilters {
  return {
    actor: extra.actor ?? '',
    resource: extra.resource ?? '',
    action: extra.action ?? '',
    from: extra.from ?? '',
    to: extra.to ?? '',
  };
}

function When({ entry }: { entry: AuditEntry }) {
  const f = formattersFor(INTL_TAGS[useLocale()]);
  return (
    <time dateTime={entry.at} className="text-muted">
      {f.date(entry.at)}
    </time>
  );
}

function Action({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  return (
    <span className="rounded-full bg-surface-2 px-2.5 py-0.5 text-xs font-semibold">
      {t(`form.history.actions.${entry.action}`, { defaultValue: entry.action })}
    </span>
  );
}

function Resource({ entry, resources }: { entry: AuditEntry; resources: readonly AuditResource[] }) {
  const f = formattersFor(INTL_TAGS[useLocale()]);
  const resource = resources.find((r) => r.id === entry.resource);
  return (
    <>
      {resource?.label ?? entry.resource}
      {entry.recordId !== null && <span className="text-muted"> #{f.number(entry.recordId)}</span>}
    </>
  );
}

function Changes({ entry, resources }: { entry: AuditEntry; resources: readonly AuditResource[] }) {
  const { t } = useTranslation();
  const resource = resources.find((r) => r.id === entry.resource);
  const label = (field: string) => (resource?.entity ? t(`fields.${resource.entity}.${field}`, { defaultValue: field }) : field);
  // An account's role and status by their names, as the accounts screen shows them.
  const valueText: ValueText = (field, value) =>
    entry.resource !== 'users' || typeof value !== 'string'
      ? undefined
      : field === 'role'
        ? t(`roles.${value}`, { defaultValue: value })
        : field === 'status'
          ? t(`admin.users.status.${value}`, { defaultValue: value })
          : undefined;
  // Its cell does not wrap (the table's cells keep to one line): the list of changes wraps inside its own width.
  return (
    <div className="min-w-56 whitespace-normal max-sm:min-w-0">
      <ChangeList changes={entry.changes} label={label} valueText={valueText} />
    </div>
  );
}

/** The table's options for the trail: its cells, headers, filters and page sizes. */
function useTrailTable(resources: readonly AuditResource[]): TableScreenOptions {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      cells: {
        at: (row) => <When entry={entryOf(row)} />,
        actorEmail: (row) => {
          const entry = entryOf(row);
          return (
            <>
              <bdi dir="ltr" className="[overflow-wrap:anywhere]">
                <EmailText value={entry.actorEmail ?? '—'} />
              </bdi>
              {/* An act made with an API key names the key too (docs/api-keys.md). */}
              {entry.apiKeyName !== undefined && (
                <span className="block text-xs text-muted" data-api-key={entry.apiKeyId}>
                  {t('admin.activity.viaKey', { name: entry.apiKeyName })}
                </span>
              )}
            </>
          );
        },
        action: (row) => <Action entry={entryOf(row)} />,
        resource: (row) => <Resource entry={entryOf(row)} resources={resources} />,
        changes: (row) => <Changes entry={entryOf(row)} resources={resources} />,
      },
      columnLabel: (key) => t(HEADERS[key] ?? key),
      rowData: (row) => ({ 'data-entry': String(row.id) }),
      tools: TOOLS,
      sortable: false,
      sizes: SIZES,
      defaultSize: 25,
      extraKeys: FILTER_KEYS,
      header: (view, update) => (
        <>
          <p className="px-4 pt-4 text-sm text-muted">{t('admin.activity.intro')}</p>
          <Filters
            value={filtersOf(view.extra)}
            resources={resources}
            onChange={(next) => update({ extra: Object.fromEntries(Object.entries(next).filter(([, v]) => v !== '')) })}
          />
        </>
      ),
    }),
    [t, resources],
  );
}

/** The backend's pages of the trail: the view's page, size and filters go to the store. */
function useTrailPages() {
  const { page, loading, error } = useHydratedStore(auditStore.$trail);
  const [requested, setRequested] = useState(false);
  const last = useRef<Parameters<typeof auditStore.load> | null>(null);
  const request = useCallback((asked: PageRequest, extra: Readonly<Record<string, string>>) => {
    // An account that may not read the trail asks nothing (the gate shows the 403 state).
    if (!can('audit.read')) return;
    setRequested(true);
    last.current = [filtersOf(extra), asked.page, asked.pageSize];
    void auditStore.load(...last.current);
  }, []);
  const total = page?.total ?? 0;
  const server = useMemo<ServerPaging>(() => ({ total, listTotal: total, request }), [total, request]);
  const retry = () => {
    if (last.current) void auditStore.load(...last.current);
  };
  return { page, loading: !requested || loading, error, server, retry };
}

function ActivityScreen({ resources, title }: Omit<Props, keyof I18nProps>) {
  const { t } = useTranslation();
  const { page, loading, error, server, retry } = useTrailPages();
  const screen = useTrailTable(resources);
  const rows = (page?.items ?? []) as readonly EntryRow[];
  return (
    // The shared table's card is a section of its own, inside this one that the permission stylesheet hides.
    <section data-testid="admin-activity" data-needs="audit.read">
      <DataTable
        spec={SPEC}
        title={title}
        rows={rows}
        loading={loading}
        error={error && !loading ? translateError(error, t) : null}
        onRetry={retry}
        server={server}
        screen={screen}
      />
    </section>
  );
}

/** /admin/activity/: the audit trail, newest first, paged and filtered by the server, for administrators (`audit.read`). */
export default function AdminActivity({ locale, ...rest }: Props) {
  return (
    <I18nIsland locale={locale} errorPanel="panel">
      <PermissionGate need="audit.read">
        <ActivityScreen {...rest} />
      </PermissionGate>
    </I18nIsland>
  );
}
