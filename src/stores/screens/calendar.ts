import { atom, type ReadableAtom } from 'nanostores';
import { api } from '../../api/client.ts';
import type { CalendarEvent } from '../../schemas/calendar.ts';
import type { ListState } from '../lists.ts';
import { asConflict, ifMatchHeaders } from '../conflict.ts';
import { createJoinedRequests, type JoinOptions } from '../query/joined-requests.ts';
import { onInvalidate } from '../query/invalidation.ts';

const PATH = '/app/calendar';
// Loaded with the first call, in parallel with it: zod is not part of the page's first download.
const schemas = () => import('../../schemas/calendar.ts');
const events = async () => (await schemas()).storedEventsSchema;
const eventSchema = async () => (await schemas()).storedEventSchema;
const deleted = async () => (await schemas()).calendarDeleteSchema;

export type NewCalendarEvent = Omit<CalendarEvent, 'id'> & { id?: number };

const $list = atom<ListState<CalendarEvent>>({ data: [], loading: false, error: null });
const patch = (next: Partial<ListState<CalendarEvent>>) => $list.set({ ...$list.get(), ...next });
/** The GET on its way, joined by another fetch, and one made ahead of the calendar; a change made meanwhile ends the sharing. */
const joined = createJoinedRequests();

/** Runs a calendar call; a failure is stored in the slice and thrown for the caller. */
async function tracked<T>(call: () => Promise<T>): Promise<T> {
  joined.forget();
  try {
    const result = await call();
    patch({ error: null });
    return result;
  } catch (error) {
    patch({ error: error instanceof Error ? error.message : String(error) });
    throw error;
  }
}

/** An event read or saved replaces the slice's copy with the same id. */
function replaceEvent(event: CalendarEvent): void {
  const { data } = $list.get();
  if (data.some((e) => e.id === event.id)) patch({ data: data.map((e) => (e.id === event.id ? event : e)) });
}

/** A 412 as a RowConflict whose current event replaces the slice's copy; other failures as they are. */
async function conflictReplacing(error: unknown): Promise<unknown> {
  const conflict = await asConflict(error, eventSchema);
  if (conflict !== error) replaceEvent((conflict as { current: CalendarEvent }).current);
  return conflict;
}

function nextId(): number {
  return $list.get().data.reduce((max, e) => Math.max(max, e.id), 0) + 1;
}

/** The calendar slice: fetch, and add/update/delete through /app/calendar. */
export const calendarStore = {
  $list: $list as ReadableAtom<ListState<CalendarEvent>>,

  /**
   * GET /app/calendar. Events already held stay on show while it runs; a call while a fetch is on its way joins
   * it, unless `fresh`. A fetch made `ahead` (by the click that opens the calendar) stands in for the calendar's
   * own first fetch within AHEAD_MS, even once it has answered.
   */
  fetch(options: JoinOptions = {}): Promise<void> {
    const request = async () => {
      patch({ loading: true, error: null });
      try {
        patch({ data: await api.get(PATH, { schema: events }), loading: false });
      } catch (error) {
        patch({ loading: false, error: error instanceof Error ? error.message : String(error) });
      }
    };
    return joined.join('all', options) ?? joined.run('all', options, request);
  },

  /** Appends the event the backend returns (the fake one echoes it). A missing id is assigned here. */
  add(event: NewCalendarEvent): Promise<CalendarEvent> {
    return tracked(async () => {
      const saved = await api.post(PATH, { ...event, id: event.id ?? nextId() }, { schema: eventSchema });
      patch({ data: [...$list.get().data, saved] });
      return saved;
    });
  },

  /** GET /app/calendar/{id}: the event as it is now (with its version); the slice's copy follows it. */
  async get(id: number): Promise<CalendarEvent> {
    const event = await api.get(`${PATH}/${id}`, { schema: eventSchema });
    replaceEvent(event);
    return event;
  },

  /**
   * Replaces the event with the same id. With `ifMatch` (the version it was read at) only while it still has it:
   * else RowConflict with the event as it is now.
   */
  update(event: CalendarEvent, options: { ifMatch?: number | undefined } = {}): Promise<CalendarEvent> {
    return tracked(async () => {
      const headers = ifMatchHeaders(options.ifMatch);
      try {
        const saved = await api.put(PATH, event, { schema: eventSchema, ...(headers ? { headers } : {}) });
        replaceEvent(saved);
        return saved;
      } catch (error) {
        throw await conflictReplacing(error);
      }
    });
  },

  /** Removes the event by id (the id travels in the body: the path has none); with `ifMatch` as `update`. */
  remove(id: number, options: { ifMatch?: number | undefined } = {}): Promise<void> {
    return tracked(async () => {
      const headers = ifMatchHeaders(options.ifMatch);
      try {
        const answer = await api.delete(PATH, { id }, { schema: deleted, ...(headers ? { headers } : {}) });
        patch({ data: $list.get().data.filter((e) => e.id !== answer.id) });
      } catch (error) {
        throw await conflictReplacing(error);
      }
    });
  },

  /** GET /app/calendar again without a loading state (another person changed an event). */
  async refresh(): Promise<void> {
    joined.forget();
    try {
      patch({ data: await api.get(PATH, { schema: events }), error: null });
    } catch (error) {
      patch({ error: error instanceof Error ? error.message : String(error) });
    }
  },
};

// `invalidate('calendar')` (a live event) reads the events again, without a loading state.
onInvalidate('calendar', () => calendarStore.refresh());
