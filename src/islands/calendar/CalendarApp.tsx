/* eslint-disable react-hooks/refs -- the view on screen (`shown`) is kept in a ref and read once per remount of
   FullCalendar, as its initial view and date; FullCalendar then navigates on its own and is never rendered from it. */
import FullCalendar from '@fullcalendar/react';
import type { DateClickInfo, EventClickInfo, EventInput, PluginInput } from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import classicTheme from '@fullcalendar/react/themes/classic';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import './calendar.css';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { translateError } from '../../api/errors.ts';
import { dirOf } from '../../i18n/locales.ts';
import { I18nIsland, useLocale, useTranslation, type I18nProps } from '../../i18n/react.tsx';
import type { CalendarEvent } from '../../schemas/calendar.ts';
import { calendarStore } from '../../stores/calendar.ts';
import { ErrorState } from '../shared/data-table/states.tsx';
import { LazyEventDialog, preloadEventDialog } from './LazyEventDialog.tsx';
import { useDayPressFallback, useInteractionPlugin } from './interaction.ts';
import { useViewPlugins } from './lazy-views.tsx';
import { toLocalValue, valuesFromEvent } from './event-form.ts';
import { useEventDialog, useEventMove, useFcLocale, useNarrowLayout } from './use-calendar.ts';
import { useDemoDataReset } from '../shared/use-demo-data-reset.ts';
import { useHydratedStore } from '../shared/use-hydrated-store.ts';
import { PermissionGate, useGrants } from '../shared/Permitted.tsx';
import { allows, can, dataPermission } from '../../stores/permissions.ts';
import type { ScreenPermission } from '../../screens/define.ts';

const refetchCalendar = () => void calendarStore.fetch({ fresh: true });

/** What the month view needs to show; week, day and list come through useViewPlugins, pointer interaction through useInteractionPlugin. */
const BASE_PLUGINS: PluginInput[] = [dayGridPlugin, classicTheme];

/** The event as FullCalendar reads it; the id travels as a string. */
function toInput(e: CalendarEvent): EventInput {
  const input: EventInput = { id: String(e.id), title: e.title, start: e.start, allDay: e.allDay, className: e.className };
  if (e.end) input.end = e.end;
  if (e.url) input.url = e.url;
  return input;
}

/** What the account may do with events; a viewer's calendar is read only (no add, no drag, no editor). */
function useCalendarPermissions() {
  const grants = useGrants();
  return {
    create: allows(grants, dataPermission('calendar', 'create')),
    update: allows(grants, dataPermission('calendar', 'update')),
    delete: allows(grants, dataPermission('calendar', 'delete')),
  };
}

/** The calendar screen: FullCalendar over the calendar store, an add button, and the event dialog. */
function CalendarScreen() {
  const { t } = useTranslation();
  const may = useCalendarPermissions();
  const locale = useLocale();
  const state = useHydratedStore(calendarStore.$list);
  const { dialog, setDialog, save, remove } = useEventDialog(t);
  const { plugins: viewPlugins, need } = useViewPlugins(BASE_PLUGINS, t('common.loading'));
  const narrow = useNarrowLayout(need);
  const fcLocale = useFcLocale(locale);
  const { interaction, want: wantInteraction } = useInteractionPlugin();
  const plugins = useMemo(() => (interaction ? [interaction, ...viewPlugins] : viewPlugins), [interaction, viewPlugins]);
  /** The view on screen, so a remount (the interaction plugin arriving) keeps the person's place. */
  const shown = useRef<{ type: string; date: Date; narrow: boolean } | null>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const lastFocus = useRef<string | null>(null);
  /** The view type on screen, for calendar.css (the month view's rows get their height before FullCalendar measures). */
  const [viewType, setViewType] = useState<string | null>(null);
  useDemoDataReset(refetchCalendar);
  useEffect(() => {
    // The session's permissions as they are now (this runs as the island hydrates): a role that may not read asks nothing.
    if (can(dataPermission('calendar', 'read'))) void calendarStore.fetch();
  }, []);

  const events = useMemo(() => state.data.map(toInput), [state.data]);
  const byId = useMemo(() => new Map(state.data.map((e) => [String(e.id), e])), [state.data]);

  const onDateClick = (info: DateClickInfo) => {
    const start = toLocalValue(info.date, info.allDay) ?? '';
    setDialog({ open: true, initial: valuesFromEvent({ start, allDay: info.allDay }) });
  };

  // Remount when the layout crosses the phone breakpoint (the views and toolbars differ) and when the
  // interaction plugin arrives (FullCalendar attaches interactions as views mount); keep the view and date.
  const fcKey = `${narrow ? 'narrow' : 'wide'}${interaction ? '-interactive' : ''}`;
  const start = useMemo(
    () => {
      // The phone and desktop layouts open on their own views.
      const kept = shown.current?.narrow === narrow ? shown.current : null;
      return { view: kept?.type ?? (narrow ? 'listMonth' : 'dayGridMonth'), date: kept?.date };
    },
    // Read once per mount on purpose: later changes of `shown` are FullCalendar's own navigation.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `fcKey` already changes with `narrow`
    [fcKey],
  );

  // A remount drops the focused toolbar button; put focus back on its successor (same accessible name).
  useLayoutEffect(() => {
    const label = lastFocus.current;
    if (!label || document.activeElement !== document.body) return;
    wrapper.current?.querySelector<HTMLElement>(`[aria-label="${CSS.escape(label)}"]`)?.focus();
  }, [fcKey]);

  const onChange = useEventMove(byId, t);
  const dayPress = useDayPressFallback(
    interaction,
    () => shown.current?.type === 'dayGridMonth',
    (day) => setDialog({ open: true, initial: valuesFromEvent({ start: day, allDay: true }) }),
  );

  const onEventClick = (info: EventClickInfo) => {
    // Clicks open the editor; the event's link is offered there instead of navigating away. Read only: nothing opens.
    info.jsEvent.preventDefault();
    if (!may.update) return;
    const found = byId.get(info.event.id);
    if (found) setDialog({ open: true, id: found.id, initial: valuesFromEvent(found) });
  };

  return (
    <section
      className="stride-calendar relative overflow-hidden rounded-xl border border-line bg-surface p-3 shadow-[var(--shadow)] sm:p-5"
      aria-busy={state.loading}
      // Any press or focus inside (a day, an event, the add button) fetches the dialog it is about to open.
      onPointerDown={preloadEventDialog}
      onFocus={preloadEventDialog}
    >
      <div className="mb-3 flex min-h-10 flex-wrap items-center gap-2">
        <p className="text-sm text-muted">{t(may.create || may.update ? 'calendar.hint' : 'calendar.readOnly')}</p>
        {may.create && (
          <button
            type="button"
            onClick={() =>
              setDialog({ open: true, initial: valuesFromEvent({ start: toLocalValue(new Date(), true) ?? '', allDay: true }) })
            }
            onPointerEnter={preloadEventDialog}
            className="ms-auto rounded-lg bg-primary px-3 py-2 text-sm font-medium text-on-primary hover:bg-primary-strong"
          >
            {t('calendar.addEvent')}
          </button>
        )}
      </div>
      {state.error && state.data.length === 0 ? (
        <ErrorState message={translateError(state.error, t)} onRetry={refetchCalendar} />
      ) : fcLocale === null ? null : (
        // The click on a day is a pointer shortcut; the "Add event" button above is the keyboard's way to add.
        <div
          ref={wrapper}
          className="stride-fc"
          data-view={viewType ?? start.view}
          // A pointer on its way: fetch the interaction plugin. Until it is mounted, a click on a day still adds.
          onPointerEnter={may.create || may.update ? wantInteraction : undefined}
          onPointerDown={(e) => {
            if (!may.create && !may.update) return;
            wantInteraction();
            if (may.create) dayPress.onPointerDown(e);
          }}
          onPointerUp={may.create ? dayPress.onPointerUp : undefined}
          onFocus={(e) => {
            lastFocus.current = e.target.getAttribute('aria-label');
          }}
          onBlur={(e) => {
            // Focus that moved elsewhere is forgotten; focus lost to a remount (no next target) is restored.
            if (e.relatedTarget && !e.currentTarget.contains(e.relatedTarget)) lastFocus.current = null;
          }}
        >
          <FullCalendar
            key={fcKey}
            plugins={plugins}
            {...(fcLocale ? { locale: fcLocale } : {})}
            direction={dirOf(locale)}
            // The default hint ("This Month") hides the visible "Today" from speech users (WCAG 2.5.3).
            todayHint={() => (fcLocale as { todayText?: string } | undefined)?.todayText ?? 'Today'}
            initialView={start.view}
            {...(start.date ? { initialDate: start.date } : {})}
            headerToolbar={
              narrow
                ? { start: 'prev,next', center: 'title', end: 'today' }
                : { start: 'prev,next today', center: 'title', end: 'dayGridMonth,timeGridWeek,timeGridDay,listMonth' }
            }
            footerToolbar={narrow ? { center: 'dayGridMonth,timeGridWeek,timeGridDay,listMonth' } : false}
            height="auto"
            // Joined to the theme's own classes: a stable name for calendar.css to size the view by.
            viewClass="stride-fc-view"
            events={events}
            editable={may.update}
            selectable={false}
            dayMaxEvents
            {...(may.create ? { dateClick: onDateClick } : {})}
            eventClick={onEventClick}
            eventDrop={onChange}
            eventResize={onChange}
            datesSet={(info) => {
              need(info.view.type);
              shown.current = { type: info.view.type, date: info.view.currentStart, narrow };
              setViewType(info.view.type);
            }}
          />
        </div>
      )}
      <LazyEventDialog
        open={dialog.open}
        editing={dialog.open && dialog.id !== undefined}
        initial={dialog.open ? dialog.initial : valuesFromEvent({})}
        onClose={() => setDialog({ open: false })}
        onSave={save}
        {...(may.delete ? { onDelete: remove } : {})}
      />
    </section>
  );
}

export default function CalendarApp({ locale, messages, need }: I18nProps & { need?: ScreenPermission | undefined }) {
  return (
    <I18nIsland locale={locale} messages={messages} errorPanel="panel">
      <PermissionGate need={need}>
        <CalendarScreen />
      </PermissionGate>
    </I18nIsland>
  );
}
