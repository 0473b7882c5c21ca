import type { EventInput } from '@fullcalendar/react';
import { useEffect, useMemo } from 'react';
import { translateError } from '../../api/errors.ts';
import { I18nIsland, useLocale, useTranslation, type I18nProps } from '../../i18n/react.tsx';
import type { CalendarEvent } from '../../schemas/calendar.ts';
import { calendarStore } from '../../stores/screens/calendar.ts';
import { ErrorState } from '../list/data-table/states.tsx';
import { LazyEventDialog, preloadEventDialog } from './LazyEventDialog.tsx';
import { CalendarView, type CalendarMay } from './CalendarView.tsx';
import { toLocalValue, valuesFromEvent } from './event-form.ts';
import { PHONE_VIEW, useEventDialog, useEventMove } from './use-calendar.ts';
import { useCalendarLayout, type CalendarLayout } from './use-calendar-layout.ts';
import { useDemoDataReset } from '../shared/use-demo-data-reset.ts';
import { useHydratedStore } from '../shared/use-hydrated-store.ts';
import { PermissionGate, useGrants } from '../shared/Permitted.tsx';
import { allows, can, dataPermission, writeNeeds, type ScreenPermission } from '../../stores/permissions.ts';

const refetchCalendar = () => void calendarStore.fetch({ fresh: true });

/** The event as FullCalendar reads it; the id travels as a string. */
function toInput(e: CalendarEvent): EventInput {
  const input: EventInput = { id: String(e.id), title: e.title, start: e.start, allDay: e.allDay, className: e.className };
  if (e.end) input.end = e.end;
  if (e.url) input.url = e.url;
  return input;
}

/** What the view on screen lets one do: a day in the month, a time in a week or day, an event in the list. */
export function hintKey(view: string): string {
  if (view.startsWith('list')) return 'calendar.hintList';
  if (view.startsWith('timeGrid')) return 'calendar.hintTime';
  return 'calendar.hint';
}

/** What the account may do with events; a viewer's calendar is read only (no add, no drag, no editor). */
function useCalendarPermissions(): CalendarMay {
  const grants = useGrants();
  return {
    create: allows(grants, dataPermission('calendar', 'create')),
    update: allows(grants, dataPermission('calendar', 'update')),
    delete: allows(grants, dataPermission('calendar', 'delete')),
  };
}

/** The calendar store's events as the screen shows them, fetched as the island hydrates (for a role that may read them). */
function useCalendarEvents() {
  const state = useHydratedStore(calendarStore.$list);
  useDemoDataReset(refetchCalendar);
  useEffect(() => {
    // The session's permissions as they are now (this runs as the island hydrates): a role that may not read asks nothing.
    if (can(dataPermission('calendar', 'read'))) void calendarStore.fetch();
  }, []);
  const events = useMemo(() => state.data.map(toInput), [state.data]);
  const byId = useMemo(() => new Map(state.data.map((e) => [String(e.id), e])), [state.data]);
  return { state, events, byId };
}

/** The hint for what the view on screen lets the role do. */
function ViewHint({ may, view, widthKnown }: { may: CalendarMay; view: string; widthKnown: boolean }) {
  const { t } = useTranslation();
  if (!may.create && !may.update) return <p className="text-sm text-muted">{t('calendar.readOnly')}</p>;
  if (widthKnown) return <p className="text-sm text-muted">{t(hintKey(view))}</p>;
  // Until the width is known (the server's HTML), a phone's hint is already its list view's, whose length it keeps
  // when the list replaces the month: a hint one line longer moved the calendar below it by a line.
  return (
    <p className="text-sm text-muted">
      <span className="max-[640px]:hidden">{t(hintKey(view))}</span>
      <span className="min-[641px]:hidden">{t(hintKey(PHONE_VIEW))}</span>
    </p>
  );
}

/** What the view on screen lets the role do, and the keyboard's way to add an event. */
function CalendarToolbar({ may, layout, onAdd }: { may: CalendarMay; layout: CalendarLayout; onAdd(): void }) {
  const { t } = useTranslation();
  return (
    <div className="mb-3 flex min-h-10 flex-wrap items-center gap-2">
      <ViewHint may={may} view={layout.view} widthKnown={layout.widthKnown} />
      {may.create && (
        <button
          type="button"
          onClick={onAdd}
          onPointerEnter={preloadEventDialog}
          // Rendered by the server for every role: hidden before paint for a role that may not add.
          data-needs={writeNeeds('calendar').add}
          className="ms-auto rounded-lg bg-primary px-3 py-2 text-sm font-medium text-on-primary hover:bg-primary-strong"
        >
          {t('calendar.addEvent')}
        </button>
      )}
    </div>
  );
}

/** The calendar screen: FullCalendar over the calendar store, an add button, and the event dialog. */
function CalendarScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const may = useCalendarPermissions();
  const { state, events, byId } = useCalendarEvents();
  const layout = useCalendarLayout(locale, t('common.loading'));
  const { dialog, setDialog, save, remove } = useEventDialog(t);
  const onMove = useEventMove(byId, t);
  const add = (start: string, allDay: boolean) => setDialog({ open: true, initial: valuesFromEvent({ start, allDay }) });
  const open = (id: string) => {
    const found = byId.get(id);
    if (found) setDialog({ open: true, id: found.id, initial: valuesFromEvent(found), event: found });
  };

  return (
    <section
      className="stride-calendar relative overflow-hidden rounded-xl border border-line bg-surface p-3 shadow-[var(--shadow)] sm:p-5"
      aria-busy={state.loading}
      // Any press or focus inside (a day, an event, the add button) fetches the dialog it is about to open.
      onPointerDown={preloadEventDialog}
      onFocus={preloadEventDialog}
    >
      <CalendarToolbar may={may} layout={layout} onAdd={() => add(toLocalValue(new Date(), true) ?? '', true)} />
      {state.error && state.data.length === 0 ? (
        <ErrorState message={translateError(state.error, t)} onRetry={refetchCalendar} />
      ) : layout.fcLocale === null ? null : (
        <CalendarView layout={layout} locale={locale} events={events} may={may} onAdd={add} onOpen={open} onMove={onMove} />
      )}
      <LazyEventDialog
        open={dialog.open}
        editing={dialog.open && dialog.id !== undefined}
        initial={dialog.open ? dialog.initial : valuesFromEvent({})}
        {...(dialog.open ? { event: dialog.event ?? null, draft: dialog.draft } : { event: null })}
        onClose={() => setDialog({ open: false })}
        onSave={save}
        {...(may.delete ? { onDelete: remove } : {})}
      />
    </section>
  );
}

export default function CalendarApp({ locale, need }: I18nProps & { need?: ScreenPermission | undefined }) {
  return (
    <I18nIsland locale={locale} errorPanel="panel">
      <PermissionGate need={need}>
        <CalendarScreen />
      </PermissionGate>
    </I18nIsland>
  );
}
