import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import type { ListScreenSpec, Row } from '../../screens/list-spec.ts';
import { DataTable } from '../list/data-table/DataTable.tsx';
import { FilterTabs } from '../list/FilterTabs.tsx';
import { useListLabels } from '../list/list-labels.ts';
import { galleryIsland } from './gallery-island.tsx';
import { Specimen } from './Specimen.tsx';

/** What the table shows: the orders, or one of the states that replace them. */
const TABLE_STATES = ['rows', 'loading', 'empty', 'error'] as const;
type TableState = (typeof TABLE_STATES)[number];

const CODE = {
  table: `import { DataTable } from '../list/data-table/DataTable.tsx';

// spec: islandSpec(listScreen('order')), passed by the page
<DataTable spec={spec} title={t('menu.orders')} rows={rows} loading={loading} error={error} onRetry={reload} onEdit={edit} />`,
  tabs: `import { FilterTabs } from '../list/FilterTabs.tsx';
import { useListLabels } from '../list/list-labels.ts';

const labels = useListLabels(spec);
<FilterTabs filter={spec.filter} value={status} onChange={setStatus} counts={counts} total={rows.length} labels={labels} look="underline" />
<FilterTabs filter={spec.filter} value={status} onChange={setStatus} counts={counts} total={rows.length} labels={labels} look="pills" />`,
};

function Table({ spec, rows }: { spec: ListScreenSpec; rows: readonly Row[] }) {
  const { t } = useTranslation();
  const [state, setState] = useState<TableState>('rows');
  return (
    <Specimen id="table" title={t('gallery.blocks.table')} code={CODE.table}>
      <div role="group" aria-label={t('gallery.showState')} className="flex flex-wrap gap-2">
        {TABLE_STATES.map((s) => (
          <button
            key={s}
            type="button"
            aria-pressed={state === s}
            onClick={() => setState(s)}
            className={`rounded-full border px-3 py-1 text-sm font-medium ${state === s ? 'border-primary bg-primary text-on-primary' : 'border-line text-ink hover:bg-surface-2'}`}
          >
            {t(`gallery.state.${s}`)}
          </button>
        ))}
      </div>
      <div className="w-full min-w-0">
        <DataTable
          spec={spec}
          title={t('menu.orders')}
          rows={state === 'rows' ? rows : []}
          loading={state === 'loading'}
          error={state === 'error' ? t('errors.network') : null}
          onRetry={() => setState('rows')}
        />
      </div>
    </Specimen>
  );
}

function Tabs({ spec, rows }: { spec: ListScreenSpec; rows: readonly Row[] }) {
  const labels = useListLabels(spec);
  const [value, setValue] = useState('');
  const counts = new Map<string, number>();
  const filter = spec.filter;
  if (!filter) return null;
  for (const row of rows) counts.set(String(row[filter.key]), (counts.get(String(row[filter.key])) ?? 0) + 1);
  const common = { filter, value, onChange: setValue, counts, total: rows.length, labels };
  return (
    <Specimen id="tabs" title={labels.t('gallery.blocks.tabs')} code={CODE.tabs}>
      <div className="card w-full min-w-0">
        <FilterTabs {...common} look="underline" />
      </div>
      <FilterTabs {...common} look="pills" />
    </Specimen>
  );
}

/** The orders screen's spec and a few of its sample rows, given by the page. */
interface DataProps {
  spec: ListScreenSpec;
  rows: readonly Row[];
}

function DataBody({ spec, rows }: DataProps) {
  return (
    <>
      <Table spec={spec} rows={rows} />
      <Tabs spec={spec} rows={rows} />
    </>
  );
}

/**
 * /ui/data/: the list table (and its phone cards) in each state, and the filter tabs. The pager is on /ui/: a page with
 * two would hold two navigation landmarks of one name.
 */
export default galleryIsland<DataProps>(DataBody);
