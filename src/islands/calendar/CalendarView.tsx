import FullCalendar from '@fullcalendar/react';
import type { DateClickInfo, EventChangeInfo, EventClickInfo, EventInput } from '@fullcalendar/react';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import './calendar.css';
import { useLayoutEffect, useRef, useState, type FocusEvent, type ReactElement } from 'react';
import { dirOf, type Locale } from '../../i18n/locales.ts';
import { toLocalValue } from './event-form.ts';
import { useDayPressFallback } from './interaction.ts';
import type { CalendarLayout } from './use-calendar-layout.ts';

export interface CalendarMay {
  create: boolean;
  update: boolean;
  delete: boolean;
}

interface CalendarViewProps {
  layout: CalendarLayout;
  locale: Locale;
  events: EventInput[];
  may: CalendarMay;
  /** A day (or a time of one) was clicked: add an event there (a local `YYYY-MM-DD` or date-time value). */
  onAdd(start: string, allDay: boolean): void;
  /** An event was clicked: edit it (by its id as FullCalendar holds it). */
  onOpen(id: string): void;
  /** An event was dragged or resized. */
  onMove(info: EventChangeInfo): void;
}

/**
 * A remount of FullCalendar drops the focused toolbar button; this puts focus back on its successor (same
 * accessible name). Focus that moved elsewhere is forgotten.
 */
function useFocusKept(fcKey: string) {
  const wrapper = useRef<HTMLDivElement>(null);
  const lastFocus = useRef<string | null>(null);
  useLayoutEffect(() => {
    const label = lastFocus.current;
    if (!label || document.activeElement !== document.body) return;
    wrapper.current?.querySelector<HTMLElement>(`[aria-label="${CSS.escape(label)}"]`)?.focus();
  }, [fcKey]);
  return {
    ref: wrapper,
    onFocus: (e: FocusEvent) => {
      lastFocus.current = e.target.getAttribute('aria-label');
    },
    onBlur: (e: FocusEvent) => {
      // Focus lost to a remount (no next target) is restored.
      if (e.relatedTarget && !e.currentTarget.contains(e.relatedTarget)) lastFocus.current = null;
    },
  };
}

/**
 * FullCalendar as it was when a drag or resize began, until it ends. Rendered again during a drag (the events read
 * again for a live change, another person's or this tab's own a moment before), FullCalendar lost the drag when that
 * came between the last move and the release: the drop was never reported, and the move was lost without a word.
 * Giving React the same element skips that render; the latest props are rendered in the task after the drag's stop
 * (which comes before its drop callback).
 */
function useHeldWhileDragging() {
  const dragging = useRef(false);
  const held = useRef<ReactElement | null>(null);
  const [, renderAgain] = useState(0);
  return {
    hold: () => {
      dragging.current = true;
    },
    release: () => {
      dragging.current = false;
      setTimeout(() => renderAgain((n) => n + 1));
    },
    render: (element: ReactElement) => (dragging.current && held.current ? held.current : (held.current = element)),
  };
}

/** FullCalendar with the layout's view and plugins; what a press does follows what the role may do. */
export function CalendarView({ layout, locale, events, may, onAdd, onOpen, onMove }: CalendarViewProps) {
  const focusKept = useFocusKept(layout.fcKey);
  const dayPress = useDayPressFallback(layout.interaction, layout.showsMonth, (day) => onAdd(day, true));
  const dragged = useHeldWhileDragging();
  const writes = may.create || may.update;
  const { fcLocale, narrow, start } = layout;

  const onEventClick = (info: EventClickInfo) => {
    // Clicks open the editor; the event's link is offered there instead of navigating away. Read only: nothing opens.
    info.jsEvent.preventDefault();
    if (may.update) onOpen(info.event.id);
  };

  return (
    // The click on a day is a pointer shortcut; the "Add event" button above is the keyboard's way to add.
    <div
      {...focusKept}
      className="stride-fc"
      data-view={layout.view}
      // Whether dragging and resizing are mounted yet (FullCalendar's interaction plugin arrives on the first pointer).
      data-interaction={layout.interaction ? 'ready' : 'pending'}
      // A pointer on its way: fetch the interaction plugin. Until it is mounted, a click on a day still adds.
      onPointerEnter={writes ? layout.wantInteraction : undefined}
      onPointerDown={(e) => {
        if (!writes) return;
        layout.wantInteraction();
        if (may.create) dayPress.onPointerDown(e);
      }}
      onPointerUp={may.create ? dayPress.onPointerUp : undefined}
    >
      {dragged.render(
        <FullCalendar
          key={layout.fcKey}
          plugins={layout.plugins}
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
          {...(may.create ? { dateClick: (info: DateClickInfo) => onAdd(toLocalValue(info.date, info.allDay) ?? '', info.allDay) } : {})}
          eventClick={onEventClick}
          eventDragStart={dragged.hold}
          eventDragStop={dragged.release}
          eventResizeStart={dragged.hold}
          eventResizeStop={dragged.release}
          eventDrop={onMove}
          eventResize={onMove}
          datesSet={layout.onDatesSet}
        />,
      )}
    </div>
  );
}
