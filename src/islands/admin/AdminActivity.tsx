import { useEffect, useId, useState } from 'react';
import { translateError } from '../../api/errors.ts';
import { AUDIT_ACTIONS } from '../../schemas/audit.ts';
import { INTL_TAGS } from '../../i18n/locales.ts';
import { I18nIsland, useLocale, useTranslation, type I18nProps } from '../../i18n/react.tsx';
import { auditStore, NO_FILTERS, type AuditEntry, type AuditFilters } from '../../stores/audit.ts';
import { can } from '../../stores/permissions.ts';
import { ChangeList } from '../shared/audit/ChangeList.tsx';
import { formattersFor } from '../list/data-table/format.ts';
import { Pagination } from '../list/Pagination.tsx';
import { EmptyState, ErrorState } from '../list/data-table/states.tsx';
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

function EntryRow({ entry, resources }: { entry: AuditEntry; resources: readonly AuditResource[] }) {
  const { t } = useTranslation();
  const f = formattersFor(INTL_TAGS[useLocale()]);
  const resource = resources.find((r) => r.id === entry.resource);
  const label = (field: string) => (resource?.entity ? t(`fields.${resource.entity}.${field}`, { defaultValue: field }) : field);
  return (
    // Below 640 px an entry is a card: the action and the time on top, then the record, who, and the changes.
    <tr
      className="border-t border-line align-top max-sm:grid max-sm:grid-cols-[1fr_auto] max-sm:gap-x-3 max-sm:gap-y-1.5 max-sm:px-4 max-sm:py-3"
      data-entry={entry.id}
    >
      <td className="px-4 py-3 whitespace-nowrap text-muted max-sm:col-start-2 max-sm:row-start-1 max-sm:p-0 max-sm:text-xs">
        <time dateTime={entry.at}>{f.date(entry.at)}</time>
      </td>
      <td className="px-4 py-3 max-sm:col-span-2 max-sm:row-start-3 max-sm:p-0 max-sm:text-muted">
        <bdi dir="ltr" className="break-all">
          {entry.actorEmail ?? '—'}
        </bdi>
      </td>
      <td className="px-4 py-3 whitespace-nowrap max-sm:col-start-1 max-sm:row-start-1 max-sm:p-0">
        <span className="rounded-full bg-surface-2 px-2.5 py-0.5 text-xs font-semibold">
          {t(`form.history.actions.${entry.action}`, { defaultValue: entry.action })}
        </span>
      </td>
      <td className="px-4 py-3 whitespace-nowrap max-sm:col-span-2 max-sm:row-start-2 max-sm:p-0 max-sm:font-medium">
        {resource?.label ?? entry.resource}
        {entry.recordId !== null && <span className="text-muted"> #{f.number(entry.recordId)}</span>}
      </td>
      <td className="min-w-56 px-4 py-3 max-sm:col-span-2 max-sm:row-start-4 max-sm:min-w-0 max-sm:p-0">
        <ChangeList changes={entry.changes} label={label} />
      </td>
    </tr>
  );
}

function TrailTable({ title, entries, resources }: { title: string; entries: readonly AuditEntry[]; resources: readonly AuditResource[] }) {
  const { t } = useTranslation();
  const columns = ['when', 'actor', 'action', 'resource', 'changes'] as const;
  return (
    // Positioned: the screen-reader-only texts stay inside the scrolling box.
    <div className="relative overflow-x-auto">
      <table className="w-full border-collapse text-sm text-ink max-sm:block" data-testid="activity-table">
        <caption className="sr-only">{title}</caption>
        <thead className="bg-surface-2 text-xs text-muted uppercase max-sm:sr-only">
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col" className="px-4 py-3 text-start font-semibold">
                {t(`admin.activity.columns.${c}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="max-sm:block">
          {entries.map((entry) => (
            <EntryRow key={entry.id} entry={entry} resources={resources} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ActivityScreen({ resources, title }: Omit<Props, keyof I18nProps>) {
  const { t } = useTranslation();
  const f = formattersFor(INTL_TAGS[useLocale()]);
  const { page, loading, error } = useHydratedStore(auditStore.$trail);
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
  const [current, setCurrent] = useState(1);
  const [size, setSize] = useState<number>(25);
  const [requested, setRequested] = useState(false);
  useEffect(() => {
    // An account that may not read the trail asks nothing (the gate shows the 403 state).
    if (!can('audit.read')) return;
    setRequested(true);
    void auditStore.load(filters, current, size);
  }, [filters, current, size]);
  const filtered = JSON.stringify(filters) !== JSON.stringify(NO_FILTERS);
  const pages = page ? Math.max(1, Math.ceil(page.total / size)) : 1;
  const changeFilters = (next: AuditFilters) => {
    setFilters(next);
    setCurrent(1);
  };
  return (
    <section
      className="rounded-xl border border-line bg-surface shadow-[var(--shadow)]"
      aria-busy={loading}
      data-testid="admin-activity"
      data-needs="audit.read"
    >
      <p className="px-4 pt-4 text-sm text-muted">{t('admin.activity.intro')}</p>
      <Filters value={filters} resources={resources} onChange={changeFilters} />
      {error && !loading ? (
        <ErrorState message={translateError(error, t)} onRetry={() => void auditStore.load(filters, current, size)} />
      ) : !requested || (loading && !page) ? (
        <div className="grid gap-2 p-4" aria-hidden="true" data-testid="activity-loading">
          {Array.from({ length: 6 }, (_, i) => (
            <div key={i} className="h-12 animate-pulse rounded-lg bg-surface-2" />
          ))}
        </div>
      ) : !page?.items.length ? (
        <EmptyState filtered={filtered} onClear={() => changeFilters(NO_FILTERS)} />
      ) : (
        <>
          <div className={loading ? 'opacity-60 transition-opacity' : undefined}>
            <TrailTable title={title} entries={page.items} resources={resources} />
          </div>
          <Pagination
            start={(current - 1) * size}
            end={(current - 1) * size + page.items.length}
            total={page.total}
            page={current}
            pages={pages}
            size={size}
            sizes={SIZES}
            format={f.number}
            onPage={(p) => setCurrent(Math.max(1, Math.min(pages, p)))}
            onSize={(s) => {
              setSize(s);
              setCurrent(1);
            }}
          />
        </>
      )}
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
