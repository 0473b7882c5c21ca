import { useDataTableState } from './use-data-table.ts';
import { endFilterOf } from './server-paging.ts';

/** One filter the address sets, with a button that takes it away (`clear` names the extras it empties). */
function Chip({ text, clearLabel, clear, kind }: { text: string; clearLabel: string; clear: Record<string, string>; kind: string }) {
  const { view, update } = useDataTableState();
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-surface-2 py-1 ps-3 pe-1 text-sm" data-end-filter={kind}>
      <bdi>{text}</bdi>
      <button
        type="button"
        className="rounded-full px-2 text-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-primary"
        aria-label={clearLabel}
        onClick={() => update({ extra: { ...view.extra, ...clear } })}
      >
        <span aria-hidden="true">×</span>
      </button>
    </span>
  );
}

/**
 * The end-date filters the address gives (the HR dashboard's links: the employees who left in a range, those still
 * employed on a day), each with a button that shows every row again.
 */
export function EndFilterChips() {
  const { labels, view } = useDataTableState();
  const { endFrom, endTo, activeOn } = endFilterOf(view);
  const { t, f } = labels;
  const range = endFrom && endTo ? t('table.endRange', { from: f.date(endFrom), to: f.date(endTo) }) : undefined;
  const active = activeOn ? t('table.activeOn', { date: f.date(activeOn) }) : undefined;
  return (
    <>
      {range && (
        <Chip kind="range" text={range} clearLabel={t('table.clearEndFilter', { filter: range })} clear={{ endFrom: '', endTo: '' }} />
      )}
      {active && <Chip kind="active" text={active} clearLabel={t('table.clearEndFilter', { filter: active })} clear={{ activeOn: '' }} />}
    </>
  );
}
