/** What the site-wide 404.html needs in one language. */
export interface NotFoundStrings {
  dir: 'ltr' | 'rtl';
  title: string;
  heading: string;
  text: string;
  back: string;
  home: string;
  language: string;
  name: string;
  rights: string;
}

/**
 * Re-labels the site-wide 404.html for the locale prefix of the requested URL (e.g. /fr/unknown/):
 * text, Back to Home, lang and dir. It runs as an inline script at the end of <body>, before
 * first paint, so it must be self-contained: 404.astro serialises it with Function#toString.
 */
export function localizeNotFound(dict: Record<string, NotFoundStrings>): void {
  const lang = location.pathname.split('/')[1] ?? '';
  const m = Object.prototype.hasOwnProperty.call(dict, lang) ? dict[lang] : undefined;
  if (!m) return;
  const d = document;
  d.documentElement.lang = lang;
  d.documentElement.dir = m.dir;
  d.title = m.title;
  d.querySelectorAll('[data-i18n]').forEach((el) => {
    const value = m[el.getAttribute('data-i18n') as keyof NotFoundStrings];
    if (value) el.textContent = value;
  });
  d.querySelectorAll('[data-back-home], [data-status-home]').forEach((a) => a.setAttribute('href', `/${lang}/`));
  d.querySelector('[data-status-home]')?.setAttribute('aria-label', m.home);
  const summary = d.querySelector('[data-language-menu] summary');
  summary?.setAttribute('aria-label', m.language);
  const current = summary?.querySelector('span');
  if (current) current.textContent = m.name;
  d.querySelectorAll<HTMLAnchorElement>('[data-language-menu] a').forEach((a) => {
    if (a.hreflang === lang) a.setAttribute('aria-current', 'true');
    else a.removeAttribute('aria-current');
  });
}
