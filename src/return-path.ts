import { splitLocale } from './i18n/paths.ts';

/**
 * The page to return to after sign-in. Only a same-site path that is one of `dashboardPaths` (locale-free,
 * e.g. 'apps/notes/') in any locale is accepted, never `//evil.example`, `https://…` or a public page, so
 * `?next=` cannot redirect elsewhere. Returns a root-relative path, or null when `raw` is not acceptable.
 * Kept apart from the screen registry so the sign-in form does not load every screen's definition.
 */
export function safeReturnPath(raw: string | null | undefined, dashboardPaths: readonly string[]): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(raw, 'https://stride.invalid');
  } catch {
    return null;
  }
  // `/.//host/…` normalises to `//host/…`, which a browser reads as another site.
  if (url.origin !== 'https://stride.invalid' || url.pathname.startsWith('//')) return null;
  const { path } = splitLocale(url.pathname);
  return dashboardPaths.includes(path.replace(/^\/+/, '')) ? url.pathname + url.search + url.hash : null;
}
