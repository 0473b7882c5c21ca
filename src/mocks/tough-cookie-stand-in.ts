/**
 * What the browser build of the fake backend gets for `tough-cookie` (see build/fake-backend.ts).
 *
 * MSW keeps the cookies its mocked responses set in a tough-cookie jar (mirrored to localStorage) and hands them
 * to later handlers. The fake backend sets no cookie and reads none: it authenticates by bearer token, and its
 * handlers give their resolvers no cookies (src/mocks/handlers/kit.ts). tough-cookie and the public-suffix code it
 * brings were 8 KB gzip of the fake backend's chunk, loaded before any dashboard page's first rows; this jar, of the
 * same shape, keeps nothing. A handler that set a cookie would see it dropped: use a header instead.
 * Unit tests (msw/node) and the reference server keep the real package.
 */

/** A stored cookie, as MSW reads it back: never made here, since nothing is stored. */
export class Cookie {
  key = '';
  value = '';
  domain: string | null = null;
  path: string | null = null;

  /** MSW restores its jar from localStorage with this: nothing is restored. */
  static fromJSON(): Cookie | null {
    return null;
  }

  toJSON(): Record<string, unknown> {
    return { key: this.key, value: this.value, domain: this.domain, path: this.path };
  }
}

/** Cookies by domain, path and name, as MSW reads and writes the index. */
export type MemoryCookieStoreIndex = Record<string, Record<string, Record<string, Cookie>>>;
export type SerializedCookie = Record<string, unknown>;

export class MemoryCookieStore {
  idx: MemoryCookieStoreIndex = {};
}

export class CookieJar {
  constructor(readonly store: MemoryCookieStore = new MemoryCookieStore()) {}

  getCookiesSync(): Cookie[] {
    return [];
  }

  /** Drops the cookie a mocked response set. */
  setCookie(): Promise<undefined> {
    return Promise.resolve(undefined);
  }
}
