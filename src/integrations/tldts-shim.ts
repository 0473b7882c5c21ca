/**
 * A stand-in for `tldts` in the browser bundle. MSW's cookie store (tough-cookie) asks tldts for a host's
 * registrable domain; tldts answers from the whole public-suffix list, about 48 KB gzip of the fake
 * backend's chunk. The fake backend sets no cookies, so "the last two labels" is enough here.
 * Only the client build uses this (see fake-backend.ts); msw/node in unit tests keeps the real tldts.
 */
export const TLDTS_SHIM = `
export function getDomain(hostname) {
  if (!hostname || /^[\\d.]+$/.test(hostname) || hostname.includes(':')) return null;
  const parts = hostname.replace(/\\.$/, '').split('.');
  return parts.length < 2 ? null : parts.slice(-2).join('.');
}
export function getPublicSuffix(hostname) {
  const domain = getDomain(hostname);
  return domain ? domain.split('.').pop() : null;
}
`;
