import type { PluginInput } from '@fullcalendar/react';
import { useCallback, useMemo, useState } from 'react';

/**
 * The toolbar offers week, day and list besides month. Their plugins (time grid ≈10 KB, list ≈2 KB gzip) load
 * the first time one of those views is shown, so the month view people land on does not pay for them.
 */
const VIEW_PLUGIN = { timeGridWeek: 'timegrid', timeGridDay: 'timegrid', listMonth: 'list' } as const;
type LazyView = keyof typeof VIEW_PLUGIN;
type PluginName = (typeof VIEW_PLUGIN)[LazyView];

const LOADERS: Record<PluginName, () => Promise<{ default: PluginInput }>> = {
  timegrid: () => import('@fullcalendar/react/timegrid'),
  list: () => import('@fullcalendar/react/list'),
};

function loading(text: string) {
  return (
    <div role="status" className="grid min-h-96 place-items-center text-sm text-muted">
      {text}
    </div>
  );
}

function isLazyView(view: string): view is LazyView {
  return view in VIEW_PLUGIN;
}

/**
 * Stand-ins carry the real views' names and lengths, so FullCalendar draws the same toolbar (texts, hints,
 * tab roles) before the plugins exist; choosing one shows a loading note until the real plugin replaces it.
 */
const STAND_INS: Record<LazyView, object> = {
  timeGridWeek: { duration: { weeks: 1 } },
  timeGridDay: { duration: { days: 1 } },
  listMonth: { duration: { months: 1 }, buttonTextKey: 'listText' },
};

/**
 * The plugin list for FullCalendar: `base` plus whichever lazy plugins have arrived, plus stand-ins for the
 * rest. `need(view)` fetches a view's plugin (call it when a view is about to show or has shown).
 */
export function useViewPlugins(base: PluginInput[], loadingText: string): { plugins: PluginInput[]; need(view: string): void } {
  const [loaded, setLoaded] = useState<Partial<Record<PluginName, PluginInput>>>({});

  const need = useCallback((view: string) => {
    if (!isLazyView(view)) return;
    const name = VIEW_PLUGIN[view];
    void LOADERS[name]().then((m) => setLoaded((prev) => (prev[name] ? prev : { ...prev, [name]: m.default })));
  }, []);

  const plugins = useMemo(() => {
    const pending = (Object.keys(VIEW_PLUGIN) as LazyView[]).filter((view) => !loaded[VIEW_PLUGIN[view]]);
    const standIns: PluginInput = {
      name: `stride-stand-ins:${pending.join(',')}`,
      // FullCalendar calls `content` as a plain function (no hooks), hence the text passed in.
      views: Object.fromEntries(pending.map((view) => [view, { ...STAND_INS[view], content: () => loading(loadingText) }])),
    };
    return [...base, ...Object.values(loaded), ...(pending.length ? [standIns] : [])];
  }, [base, loaded, loadingText]);

  return { plugins, need };
}
