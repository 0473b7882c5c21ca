import type { LocaleInput } from '@fullcalendar/react';
import type { Locale } from '../../i18n/locales.ts';

type LocaleModule = Promise<{ default: LocaleInput }>;

/** FullCalendar's own translations (button texts, week start) per Stride locale; English is built in. */
const LOADERS: Partial<Record<Locale, () => LocaleModule>> = {
  ar: () => import('@fullcalendar/react/locales/ar'),
  de: () => import('@fullcalendar/react/locales/de'),
  es: () => import('@fullcalendar/react/locales/es'),
  fr: () => import('@fullcalendar/react/locales/fr'),
  it: () => import('@fullcalendar/react/locales/it'),
  ja: () => import('@fullcalendar/react/locales/ja'),
  ru: () => import('@fullcalendar/react/locales/ru'),
  zh: () => import('@fullcalendar/react/locales/zh-cn'),
};

/** Only the page's locale is fetched (each is one small chunk); resolves to undefined for English. */
export async function loadFcLocale(locale: Locale): Promise<LocaleInput | undefined> {
  const load = LOADERS[locale];
  return load ? (await load()).default : undefined;
}
