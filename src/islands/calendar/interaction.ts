import type { PluginInput } from '@fullcalendar/react';
import { useCallback, useState } from 'react';

const load = () => import('@fullcalendar/react/interaction');

/**
 * Day clicks, dragging and resizing come from FullCalendar's interaction plugin (≈9 KB gzip). Only a pointer
 * uses them, so the plugin loads when a pointer first reaches the calendar (`want`). FullCalendar attaches a
 * plugin's interactions when its views mount, so the caller remounts the calendar once `interaction` is set.
 */
export function useInteractionPlugin(): { interaction: PluginInput | null; want(): void } {
  const [interaction, setInteraction] = useState<PluginInput | null>(null);
  const want = useCallback(() => {
    void load().then((m) => setInteraction((prev) => prev ?? m.default));
  }, []);
  return { interaction, want };
}

/**
 * The month-view day a click landed on ('YYYY-MM-DD'), or null if it hit an event, a "+N more" link or a
 * button. Stands in for dateClick in the moment before the interaction plugin has arrived.
 */
export function dayAt(target: EventTarget | null): string | null {
  if (!(target instanceof Element) || target.closest('a, button, [role="button"]')) return null;
  return target.closest('[role="cell"][data-date]')?.getAttribute('data-date') ?? null;
}
