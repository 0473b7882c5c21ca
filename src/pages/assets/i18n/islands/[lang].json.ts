/**
 * `/assets/i18n/islands/{lang}.json`: the words the dashboard's and sign-in pages' islands read in the browser,
 * written at build from the language's translation file (the public pages' namespaces left out).
 */
import type { APIRoute } from 'astro';
import { LOCALES, type Locale } from '../../../../i18n/locales.ts';
import { islandMessagesJson } from '../../../../i18n/messages.ts';

export function getStaticPaths() {
  return LOCALES.map((lang) => ({ params: { lang } }));
}

export const GET: APIRoute = ({ params }) =>
  new Response(islandMessagesJson(params.lang as Locale), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
