import { readFileSync } from 'node:fs';
import { isLocale, type Locale } from '../../src/i18n/locales.ts';
import { localizePath } from '../../src/i18n/paths.ts';
import { createTranslator, type Messages, type Translate } from '../../src/i18n/translator.ts';
import type { Mail } from './mailer.ts';

const I18N_DIR = new URL('../../public/assets/i18n/', import.meta.url);
const translators = new Map<Locale, Translate>();

/** The site's own translations (`public/assets/i18n/<locale>.json`: `mail.*`, an import's report), read once per language. */
export function siteTranslator(locale: Locale): Translate {
  let t = translators.get(locale);
  if (!t) {
    t = createTranslator(locale, JSON.parse(readFileSync(new URL(`${locale}.json`, I18N_DIR), 'utf8')) as Messages);
    translators.set(locale, t);
  }
  return t;
}

/** The language a value names, else English. */
export const localeOr = (value: unknown): Locale => (typeof value === 'string' && isLocale(value) ? value : 'en');

/** The language of a page address: its `/fr/…` prefix, English without one. */
export function localeOfUrl(url: string | undefined): Locale | undefined {
  if (!url) return undefined;
  try {
    const first = new URL(url).pathname.split('/')[1];
    return first && isLocale(first) ? first : 'en';
  } catch {
    return undefined;
  }
}

/** An absolute link to a page of the site in a language: `https://site/fr/auth/reset-password/`. */
export const siteLink = (origin: string, locale: Locale, path: string): string => new URL(localizePath(locale, path), origin).href;

/** The reset e-mail: the link of the reset page with the token. */
export function resetMail(to: string, locale: Locale, link: string): Mail {
  const t = siteTranslator(locale);
  return { to, subject: t('mail.reset.subject'), text: t('mail.reset.text', { email: to, link, minutes: 30 }) };
}

/** To the owner of an address someone tried to register again: sign in or reset the password. */
export function registerTakenMail(to: string, locale: Locale, resetLink: string): Mail {
  const t = siteTranslator(locale);
  return { to, subject: t('mail.registerTaken.subject'), text: t('mail.registerTaken.text', { email: to, link: resetLink }) };
}

/** To the address of a registration whose username another account has: nothing was created; choose another name. */
export function usernameTakenMail(to: string, locale: Locale, username: string, registerLink: string): Mail {
  const t = siteTranslator(locale);
  return { to, subject: t('mail.usernameTaken.subject'), text: t('mail.usernameTaken.text', { email: to, username, link: registerLink }) };
}

/** To a customer, with the invoice sent to them (its PDF attached by the caller): its number, amount and due date. */
export function invoiceSentMail(
  to: string,
  locale: Locale,
  invoice: { number: string; name: string; total: string; dueDate: string },
): Mail {
  const t = siteTranslator(locale);
  return { to, subject: t('mail.invoiceSent.subject', invoice), text: t('mail.invoiceSent.text', invoice) };
}

/** To an account's old address once its e-mail was changed: if it was not the owner, the account was taken over. */
export function emailChangedMail(to: string, locale: Locale, resetLink: string): Mail {
  const t = siteTranslator(locale);
  return { to, subject: t('mail.emailChanged.subject'), text: t('mail.emailChanged.text', { email: to, link: resetLink }) };
}

/** To each administrator, when an endpoint whose deliveries failed for a day was disabled: the link to the webhooks page. */
export function webhookDisabledMail(to: string, language: unknown, url: string, origin: string): Mail {
  const locale = localeOr(language);
  const t = siteTranslator(locale);
  const link = siteLink(origin, locale, '/admin/webhooks/');
  return { to, subject: t('mail.webhookDisabled.subject'), text: t('mail.webhookDisabled.text', { url, link }) };
}
