/**
 * Build-time API settings, read once. `import.meta.env.PUBLIC_*` values are replaced by literals at
 * build, so branches on them are removed from bundles that do not need them.
 */

/** The fake backend (MSW) is on unless the build says PUBLIC_FAKE_BACKEND=false. */
export const FAKE_BACKEND = import.meta.env.PUBLIC_FAKE_BACKEND !== 'false';

/** Base URL of the API without a trailing slash: PUBLIC_API_BASE_URL, else the page's own origin. */
export function apiBaseUrl(): string {
  const configured = import.meta.env.PUBLIC_API_BASE_URL;
  if (configured) return configured.replace(/\/+$/, '');
  // Outside a browser (unit tests, build) there is no origin: use a fixed one that handlers share.
  return typeof location === 'undefined' ? 'http://localhost' : location.origin;
}

export function authMode(): string {
  return import.meta.env.PUBLIC_AUTH_MODE || 'fakebackend';
}
