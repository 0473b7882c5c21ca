import type { PluginInput } from '@fullcalendar/react';
import { useCallback, useLayoutEffect, useRef, useState, type PointerEvent } from 'react';

const load = () => import('@fullcalendar/react/interaction');

/**
 * Day clicks, dragging and resizing come from FullCalendar's interaction plugin (≈9 KB gzip). Only a pointer
 * uses them, so the plugin loads when a pointer first reaches the calendar (`want`). FullCalendar attaches a
 * plugin's interactions when its views mount, so the caller remounts the calendar once `interaction` is set; that
 * waits for a press in progress to end (`afterPress`), as a remount mid-click replaces the pressed element and the
 * browser then sends no click (an event clicked as the plugin landed did not open).
 */
export function useInteractionPlugin(): { interaction: PluginInput | null; want(): void } {
  const [interaction, setInteraction] = useState<PluginInput | null>(null);
  const want = useCallback(() => {
    void load().then((m) => afterPress(() => setInteraction((prev) => prev ?? m.default)));
  }, []);
  return { interaction, want };
}

/** Whether a mouse button, pen or finger is down anywhere on the page (seen before any element's handlers). */
let pressing = false;
if (typeof window !== 'undefined') {
  window.addEventListener('pointerdown', () => (pressing = true), true);
  for (const type of ['pointerup', 'pointercancel'] as const) window.addEventListener(type, () => (pressing = false), true);
}

/** Runs `then` now, or once the press in progress has ended and its click has been delivered (the next task). */
export function afterPress(then: () => void): void {
  if (!pressing) return then();
  const done = () => {
    window.removeEventListener('pointerup', done, true);
    window.removeEventListener('pointercancel', done, true);
    setTimeout(then);
  };
  window.addEventListener('pointerup', done, true);
  window.addEventListener('pointercancel', done, true);
}

/**
 * Adds on a day pressed before FullCalendar's interactions were mounted. FullCalendar only sees a press that began
 * on a view mounted with the plugin, and the plugin often arrives mid-click (it is fetched as the pointer comes in;
 * the calendar remounts with it once the button is up). So the press is judged where it began: a day pressed while
 * the plugin was not mounted opens the dialog when the pointer is released on the same day, even if the day's
 * element was replaced in between (a remount across the phone breakpoint).
 */
export function useDayPressFallback(
  interaction: PluginInput | null,
  inMonthView: () => boolean,
  onDay: (day: string) => void,
): { onPointerDown(e: PointerEvent): void; onPointerUp(e: PointerEvent): void } {
  // Set after commit, when FullCalendar (a child) has mounted the plugin's listeners.
  const mounted = useRef(false);
  useLayoutEffect(() => {
    mounted.current = interaction !== null;
  }, [interaction]);
  const pressed = useRef<string | null>(null);
  return {
    onPointerDown(e) {
      pressed.current = !mounted.current && e.button === 0 && inMonthView() ? dayAt(e.target) : null;
    },
    onPointerUp(e) {
      const day = pressed.current;
      pressed.current = null;
      if (day !== null && dayAt(e.target) === day) onDay(day);
    },
  };
}

/**
 * The month-view day a click landed on ('YYYY-MM-DD'), or null if it hit an event, a "+N more" link or a
 * button. Stands in for dateClick in the moment before the interaction plugin has arrived.
 */
export function dayAt(target: EventTarget | null): string | null {
  if (!(target instanceof Element) || target.closest('a, button, [role="button"]')) return null;
  return target.closest('[role="cell"][data-date]')?.getAttribute('data-date') ?? null;
}
