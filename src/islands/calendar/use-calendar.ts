import type { EventChangeInfo, LocaleInput } from '@fullcalendar/react';
import { useCallback, useEffect, useState } from 'react';
import { translateError } from '../../api/errors.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { Translate } from '../../i18n/translator.ts';
import type { CalendarEvent } from '../../schemas/calendar.ts';
import { calendarStore } from '../../stores/screens/calendar.ts';
import { notify } from '../../stores/notify.ts';
import { eventFromValues, toLocalValue, type EventFormValues } from './event-form.ts';
import { loadFcLocale } from './fc-locale.ts';
import { RowConflict, versionOf } from '../../stores/conflict.ts';
import { takeDraft, type Draft } from '../list/edit/drafts.ts';

/** FullCalendar's strings for this locale: undefined for English (built in), null while the chunk loads. */
export function useFcLocale(locale: Locale): LocaleInput | undefined | null {
  const [fcLocale, setFcLocale] = useState<LocaleInput | undefined | null>(locale === 'en' ? undefined : null);
  useEffect(() => {
    let current = true;
    void loadFcLocale(locale).then((loaded) => current && setFcLocale(loaded));
    return () => {
      current = false;
    };
  }, [locale]);
  return fcLocale;
}

/** The view a phone opens on; a wider screen opens on the month. */
export const PHONE_VIEW = 'listMonth';

/**
 * Whether the phone layout applies: null until the island has hydrated (the server cannot know the width). Phones
 * open on the list view, so its plugin is asked for at once.
 */
export function useNarrowLayout(need: (viewType: string) => void): boolean | null {
  const [narrow, setNarrow] = useState<boolean | null>(null);
  useEffect(() => {
    const query = window.matchMedia('(max-width: 640px)');
    const apply = () => {
      setNarrow(query.matches);
      if (query.matches) need(PHONE_VIEW);
    };
    apply();
    query.addEventListener('change', apply);
    return () => query.removeEventListener('change', apply);
  }, [need]);
  return narrow;
}

export type DialogState =
  | { open: false }
  | {
      open: true;
      id?: number;
      initial: EventFormValues;
      /** The event as the calendar held it (edit); the dialog reads it fresh and sends its version as If-Match. */
      event?: CalendarEvent | null;
      /** Values kept from before a reload (the session ended mid-edit). */
      draft?: Draft<EventFormValues, CalendarEvent>;
    };

/** The add/edit dialog's state, and its save and delete through the store (a failure: toast, and the message back to the dialog). */
export function useEventDialog(t: Translate) {
  const [dialog, setDialog] = useState<DialogState>({ open: false });
  // An edit a reload interrupted (a sign-in in between) opens again with what was typed.
  useEffect(() => {
    const draft = takeDraft<EventFormValues, CalendarEvent>('calendar');
    if (draft) setDialog({ open: true, ...(draft.base ? { id: draft.base.id } : {}), initial: draft.values, event: draft.base, draft });
  }, []);

  const report = useCallback(
    (error: unknown): never => {
      // A conflict goes to the dialog as it is (it shows both versions); anything else as a translated message.
      if (error instanceof RowConflict) throw error;
      const message = translateError(error, t);
      notify.error(message);
      throw new Error(message);
    },
    [t],
  );

  /** Saves the dialog's values; an edit only while the event still has the version the dialog edited (`base`). */
  const save = async (values: EventFormValues, base: CalendarEvent | null) => {
    if (!dialog.open) return;
    try {
      if (dialog.id !== undefined) {
        await calendarStore.update(eventFromValues(values, dialog.id) as CalendarEvent, { ifMatch: base ? versionOf(base) : undefined });
        notify.success(t('calendar.updated'));
      } else {
        await calendarStore.add(eventFromValues(values));
        notify.success(t('calendar.added'));
      }
    } catch (error) {
      report(error);
    }
  };

  const remove = async (base: CalendarEvent | null) => {
    if (!dialog.open || dialog.id === undefined) return;
    try {
      await calendarStore.remove(dialog.id, { ifMatch: base ? versionOf(base) : undefined });
      notify.success(t('calendar.deleted'));
    } catch (error) {
      report(error);
    }
  };

  return { dialog, setDialog, save, remove };
}

/** Drag and resize: the new times go through the store's update; a failure puts the event back. */
export function useEventMove(byId: ReadonlyMap<string, CalendarEvent>, t: Translate) {
  return async (info: EventChangeInfo) => {
    const found = byId.get(info.event.id);
    if (!found) return info.revert();
    const allDay = info.event.allDay;
    const next: CalendarEvent = { ...found, allDay, start: toLocalValue(info.event.start, allDay) ?? found.start };
    const end = toLocalValue(info.event.end, allDay);
    if (end) next.end = end;
    else delete next.end;
    try {
      await calendarStore.update(next);
      notify.success(t('calendar.moved', { title: found.title }));
    } catch (error) {
      info.revert();
      notify.error(translateError(error, t));
    }
  };
}
