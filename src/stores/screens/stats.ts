import { atom, type ReadableAtom, type WritableAtom } from 'nanostores';
import { api } from '../../api/client.ts';
import { onInvalidate, STATS } from '../query/invalidation.ts';
import type { Stats } from '../../schemas/stats.ts';
import type { DashboardName, Period } from '../../stats/period.ts';

// zod comes with the first call, in parallel with it: it is not part of the dashboards' first download.
const statsSchema = async () => (await import('../../schemas/stats.ts')).statsSchema;

export interface StatsState {
  data: Stats | null;
  /** The period `data` is for, as `from..to/interval`; a load for another period keeps the old figures on show until it answers. */
  key: string | null;
  loading: boolean;
  /** The last failure's message (translate it with translateError). */
  error: string | null;
}

const periodKey = (p: Period) => `${p.from}..${p.to}/${p.interval}`;
const atoms = new Map<DashboardName, WritableAtom<StatsState>>();
/** The period each dashboard asked for last, so an invalidation reloads what is on show. */
const wanted = new Map<DashboardName, Period>();
/** Bumped by every load: an answer for an older request is dropped. */
const generation = new Map<DashboardName, number>();

function state(name: DashboardName): WritableAtom<StatsState> {
  let $s = atoms.get(name);
  if (!$s) {
    $s = atom<StatsState>({ data: null, key: null, loading: false, error: null });
    atoms.set(name, $s);
  }
  return $s;
}

/** One dashboard's figures: `GET /app/stats/<name>` for a period. */
export function statsStore(name: DashboardName): { $state: ReadableAtom<StatsState>; load(period: Period): Promise<void> } {
  const $s = state(name);
  return {
    $state: $s,
    async load(period: Period) {
      wanted.set(name, period);
      const run = (generation.get(name) ?? 0) + 1;
      generation.set(name, run);
      $s.set({ ...$s.get(), loading: true, error: null });
      try {
        const data = await api.get(`/app/stats/${name}`, { query: { ...period }, schema: statsSchema });
        if (generation.get(name) === run) $s.set({ data, key: periodKey(period), loading: false, error: null });
      } catch (error) {
        if (generation.get(name) === run)
          $s.set({ ...$s.get(), loading: false, error: error instanceof Error ? error.message : String(error) });
      }
    },
  };
}

/**
 * The figures may have changed (a row was added, edited or deleted here or elsewhere): every dashboard loaded so far
 * fetches its period again, keeping its figures on show meanwhile. The live events ask for it by name
 * (`invalidate(STATS)`), so the stores every page loads need not import the dashboards' own.
 */
export function invalidateStats(): void {
  for (const [name, period] of wanted) void statsStore(name).load(period);
}
onInvalidate(STATS, () => Promise.resolve(invalidateStats()));
