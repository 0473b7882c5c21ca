/**
 * The translations a screen's island receives: only its entity's field labels, the enumerations,
 * the error catalogue and the screens' own namespaces. Build-time only (imports every language).
 */
import type { Locale } from '../../i18n/locales.ts';
import { MESSAGES } from '../../i18n/messages.ts';
import { pickNamespaces, type Messages } from '../../i18n/translator.ts';

const SHARED = ['table', 'form', 'enums', 'errors', 'islandError'] as const;
/** Extra namespaces per screen: card screens and the calendar have their own words. */
const EXTRA: Record<string, readonly string[]> = {
  productsGrid: ['ecommerce'],
  sellers: ['ecommerce'],
  notes: ['notes'],
  friends: ['social'],
  events: ['social'],
  userGrid: ['users'],
  calendar: ['calendar'],
};

export function screenMessages(locale: Locale, screenId: string, entity?: string): Messages {
  const all = MESSAGES[locale];
  const out = pickNamespaces(all, [...SHARED, ...(EXTRA[screenId] ?? [])]);
  const fields = all.fields as Messages | undefined;
  const entities = screenId === 'calendar' ? ['calendarEvent'] : entity ? [entity] : [];
  out.fields = Object.fromEntries(entities.map((e) => [e, fields?.[e] ?? {}]));
  return out;
}
