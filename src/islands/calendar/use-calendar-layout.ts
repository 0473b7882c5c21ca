/* eslint-disable react-hooks/refs -- the view on screen (`shown`) is kept in a ref and read once per remount of
   FullCalendar, as its initial view and date; FullCalendar then navigates on its own and is never rendered from it. */
import type { DatesSetInfo, LocaleInput, PluginInput } from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import classicTheme from '@fullcalendar/react/themes/classic';
import { useMemo, useRef, useState } from 'react';
import type { Locale } from '../../i18n/locales.ts';
import { useInteractionPlugin } from './interaction.ts';
import { useViewPlugins } from './lazy-views.tsx';
import { PHONE_VIEW, useFcLocale, useNarrowLayout } from './use-calendar.ts';

/** What the month view needs to show; week, day and list come through useViewPlugins, pointer interaction through useInteractionPlugin. */
const BASE_PLUGINS: PluginInput[] = [dayGridPlugin, classicTheme];

export interface CalendarLayout {
  plugins: PluginInput[];
  /** The phone layout (below 640 px): its own views and toolbars. */
  narrow: boolean;
  /** Whether `narrow` is known: false in the server's HTML and until hydration, which render the wide layout. */
  widthKnown: boolean;
  /** FullCalendar's strings: undefined for English (built in), null while they load. */
  fcLocale: LocaleInput | undefined | null;
  /** Whether the interaction plugin (day clicks, drag, resize) is mounted, and the way to fetch it. */
  interaction: PluginInput | null;
  wantInteraction(): void;
  /** Changes when FullCalendar must remount: across the phone breakpoint, and when the interaction plugin arrives. */
  fcKey: string;
  /** The view and date FullCalendar opens on at this mount. */
  start: { view: string; date: Date | undefined };
  /** The view type on screen (before FullCalendar reports one: the one it opens on). */
  view: string;
  /** Whether the month view is on screen now (read at a press, not at render). */
  showsMonth(): boolean;
  /** FullCalendar's `datesSet`: the view shown is kept (for the next remount) and its plugin fetched. */
  onDatesSet(info: DatesSetInfo): void;
}

/**
 * Which plugins, strings and view FullCalendar gets. The view on screen is kept across remounts (the phone
 * breakpoint crossed, the interaction plugin arrived), so the person keeps their place.
 */
export function useCalendarLayout(locale: Locale, loadingText: string): CalendarLayout {
  const { plugins: viewPlugins, need } = useViewPlugins(BASE_PLUGINS, loadingText);
  const narrowOrUnknown = useNarrowLayout(need);
  const narrow = narrowOrUnknown === true;
  const fcLocale = useFcLocale(locale);
  const { interaction, want: wantInteraction } = useInteractionPlugin();
  const plugins = useMemo(() => (interaction ? [interaction, ...viewPlugins] : viewPlugins), [interaction, viewPlugins]);
  const shown = useRef<{ type: string; date: Date; narrow: boolean } | null>(null);
  /** The view type on screen, for calendar.css (the month view's rows get their height before FullCalendar measures). */
  const [viewType, setViewType] = useState<string | null>(null);

  const fcKey = `${narrow ? 'narrow' : 'wide'}${interaction ? '-interactive' : ''}`;
  const start = useMemo(
    () => {
      // The phone and desktop layouts open on their own views.
      const kept = shown.current?.narrow === narrow ? shown.current : null;
      return { view: kept?.type ?? (narrow ? PHONE_VIEW : 'dayGridMonth'), date: kept?.date };
    },
    // Read once per mount on purpose: later changes of `shown` are FullCalendar's own navigation.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `fcKey` already changes with `narrow`
    [fcKey],
  );

  return {
    plugins,
    narrow,
    widthKnown: narrowOrUnknown !== null,
    fcLocale,
    interaction,
    wantInteraction,
    fcKey,
    start,
    view: viewType ?? start.view,
    showsMonth: () => shown.current?.type === 'dayGridMonth',
    onDatesSet: (info) => {
      need(info.view.type);
      shown.current = { type: info.view.type, date: info.view.currentStart, narrow };
      setViewType(info.view.type);
    },
  };
}
