import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as standIn from './tough-cookie-stand-in.ts';
import { TOUGH_COOKIE_STAND_IN, toughCookieStandIn } from '../../build/fake-backend.ts';

const MSW_LIB = new URL('../../node_modules/msw/lib/core', import.meta.url).pathname;

/** The names MSW's browser code imports from tough-cookie, read from its .mjs files. */
function namesMswImports(): string[] {
  const names = new Set<string>();
  for (const file of readdirSync(MSW_LIB, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.mjs'))) {
    const text = readFileSync(join(MSW_LIB, file), 'utf8');
    for (const m of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']tough-cookie["']/g))
      for (const name of m[1]!.split(','))
        if (name.trim() && !name.trim().startsWith('type ')) names.add(name.trim().split(/\s+as\s+/)[0]!);
  }
  return [...names];
}

describe('the tough-cookie stand-in', () => {
  it('exports every value MSW imports from tough-cookie', () => {
    const names = namesMswImports();
    expect(names).toContain('CookieJar');
    for (const name of names) expect(standIn, name).toHaveProperty(name);
  });

  it('keeps no cookie: a set cookie is not given back, and none is restored from storage', async () => {
    const store = new standIn.MemoryCookieStore();
    const jar = new standIn.CookieJar(store);
    await expect(jar.setCookie()).resolves.toBeUndefined();
    expect(jar.getCookiesSync()).toEqual([]);
    expect(store.idx).toEqual({});
    expect(standIn.Cookie.fromJSON()).toBeNull();
  });

  it('replaces tough-cookie in browser code only', () => {
    const plugin = toughCookieStandIn();
    const resolve = plugin.resolveId as (id: string, importer: string | undefined, options?: { ssr?: boolean }) => string | null;
    expect(resolve('tough-cookie', undefined, { ssr: false })).toBe(TOUGH_COOKIE_STAND_IN);
    expect(resolve('tough-cookie', undefined, { ssr: true })).toBeNull();
    expect(resolve('tldts', undefined, { ssr: false })).toBeNull();
  });
});
