import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { LOCALES } from './locales.ts';

interface Tree {
  [k: string]: string | Tree;
}
const load = (l: string): Tree => JSON.parse(readFileSync(`public/assets/i18n/${l}.json`, 'utf8'));

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [prefix + k] : keys(v, `${prefix}${k}.`)));
}

const english = load('en');
const englishKeys = keys(english).sort();

describe('translation files', () => {
  it('english has keys', () => {
    expect(englishKeys.length).toBeGreaterThan(0);
  });

  for (const locale of LOCALES) {
    it(`${locale}.json has exactly the English key set`, () => {
      const own = keys(load(locale)).sort();
      expect({ missing: englishKeys.filter((k) => !own.includes(k)), extra: own.filter((k) => !englishKeys.includes(k)) }).toEqual({
        missing: [],
        extra: [],
      });
    });

    it(`${locale}.json has no empty strings and keeps every {{placeholder}}`, () => {
      const tree = load(locale);
      const get = (t: Tree, path: string) => path.split('.').reduce<string | Tree>((n, k) => (n as Tree)[k] as Tree, t) as string;
      for (const key of englishKeys) {
        const value = get(tree, key);
        expect(value, key).not.toBe('');
        const placeholders = (get(english, key).match(/\{\{\s*\w+\s*\}\}/g) ?? []).map((p) => p.replace(/\s/g, '')).sort();
        const own = (value.match(/\{\{\s*\w+\s*\}\}/g) ?? []).map((p) => p.replace(/\s/g, '')).sort();
        expect(own, key).toEqual(placeholders);
      }
    });
  }

  it('non-English files are real translations, not English copies', () => {
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      const tree = load(locale);
      const get = (t: Tree, path: string) => path.split('.').reduce<string | Tree>((n, k) => (n as Tree)[k] as Tree, t) as string;
      const long = englishKeys.filter((k) => get(english, k).split(' ').length >= 4);
      const same = long.filter((k) => get(tree, k) === get(english, k));
      // Brand names and the backend's quoted messages may repeat; whole files copied from English may not.
      expect(same.length / Math.max(long.length, 1), `${locale}: ${same.slice(0, 5).join(', ')}`).toBeLessThan(0.1);
    }
  });
});
