/**
 * The translations a screen's island receives: only its entity's field labels, the enumerations,
 * the error catalogue and the namespaces its definition names. Build-time only (imports every language).
 */
import type { Locale } from '../../i18n/locales.ts';
import { MESSAGES } from '../../i18n/messages.ts';
import { pickNamespaces, type Messages } from '../../i18n/translator.ts';
import { isListBacked, type ScreenDefinition } from '../../screens/define.ts';

const SHARED = ['table', 'form', 'enums', 'errors', 'islandError', 'permissions', 'roles'] as const;

export function screenMessages(locale: Locale, screen: ScreenDefinition): Messages {
  const all = MESSAGES[locale];
  const out = pickNamespaces(all, [...SHARED, ...(screen.messages ?? [])]);
  const fields = all.fields as Messages | undefined;
  const entities = isListBacked(screen) ? [screen.entity] : (screen.fieldEntities ?? []);
  out.fields = Object.fromEntries(entities.map((e) => [e, fields?.[e] ?? {}]));
  return out;
}
