import { DEFAULT_LOCALE, isLocale, type Locale } from '../../i18n/locales.ts';

/** Countries whose official language is one of the app's (the first of several where one is the app's). */
const COUNTRY_LANGUAGES: Record<string, Locale> = {
  ES: 'es',
  MX: 'es',
  AR: 'es',
  CO: 'es',
  CL: 'es',
  PE: 'es',
  DE: 'de',
  AT: 'de',
  CH: 'de',
  LI: 'de',
  FR: 'fr',
  BE: 'fr',
  LU: 'fr',
  MC: 'fr',
  IT: 'it',
  SM: 'it',
  RU: 'ru',
  BY: 'ru',
  KZ: 'ru',
  JP: 'ja',
  CN: 'zh',
  TW: 'zh',
  HK: 'zh',
  SG: 'zh',
  SA: 'ar',
  AE: 'ar',
  EG: 'ar',
  QA: 'ar',
  KW: 'ar',
  BH: 'ar',
  OM: 'ar',
  JO: 'ar',
  MA: 'ar',
  DZ: 'ar',
  TN: 'ar',
};

/**
 * The language a PDF is written in: `?lang=` when it is one of the app's, else the customer's (their country's
 * language, a customer row having no language of its own), else English.
 */
export function invoicePdfLanguage(asked: string | undefined, customerCountry: string): Locale {
  if (isLocale(asked)) return asked;
  return COUNTRY_LANGUAGES[customerCountry] ?? DEFAULT_LOCALE;
}
