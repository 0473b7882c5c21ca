import { DEFAULT_LOCALE, LOCALES, isLocale, type Locale } from './locales.ts';

/**
 * Static paths for a page generated in every locale through a `[...lang]` route:
 * English at the root (`lang` undefined), the others under their prefix.
 */
export function localeStaticPaths() {
  return LOCALES.map((locale) => ({
    params: { lang: locale === DEFAULT_LOCALE ? undefined : locale },
    props: { locale },
  }));
}

/** `/fr/` + `product-landing/`: a root-relative link to `path` in `locale`. `path` has no leading slash. */
export function localizePath(locale: Locale, path = ''): string {
  const clean = path.replace(/^\/+/, '');
  return locale === DEFAULT_LOCALE ? `/${clean}` : `/${locale}/${clean}`;
}

/** Splits `/fr/apps/notes/` into `{ locale: 'fr', path: 'apps/notes/' }`. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const [first = '', ...rest] = pathname.replace(/^\/+/, '').split('/');
  if (isLocale(first) && first !== DEFAULT_LOCALE) return { locale: first, path: rest.join('/') };
  return { locale: DEFAULT_LOCALE, path: pathname.replace(/^\/+/, '') };
}
