import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { INTL_TAGS, LOCALES, type Locale } from './locales.ts';
import { PLURAL_CATEGORIES, pluralCategoriesOf } from './plural.ts';
import { REVIEW_MARK, REVIEW_NAMESPACE } from './review.ts';

interface Tree {
  [k: string]: string | Tree;
}
const loadAll = (l: string): Tree => JSON.parse(readFileSync(`public/assets/i18n/${l}.json`, 'utf8'));
/** A file's messages: the list of its machine-made texts (`_review`, src/i18n/review.ts) is no message. */
const load = (l: string): Tree => Object.fromEntries(Object.entries(loadAll(l)).filter(([namespace]) => namespace !== REVIEW_NAMESPACE));
const get = (t: Tree, path: string) => path.split('.').reduce<string | Tree>((n, k) => (n as Tree)[k] as Tree, t) as string;

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [prefix + k] : keys(v, `${prefix}${k}.`)));
}

const PLURAL_SUFFIX = new RegExp(`_(${PLURAL_CATEGORIES.join('|')})$`);

/** A file's messages by key, with plural forms (`key_one`, `key_other`, …) grouped under their key. */
function messagesOf(locale: Locale) {
  const tree = load(locale);
  const all = keys(tree);
  const plural = new Map<string, Map<string, string>>();
  const single = new Map<string, string>();
  for (const key of all) {
    const base = key.replace(PLURAL_SUFFIX, '');
    if (base !== key && all.includes(`${base}_other`)) {
      const forms = plural.get(base) ?? new Map<string, string>();
      forms.set(key.slice(base.length + 1), get(tree, key));
      plural.set(base, forms);
    } else single.set(key, get(tree, key));
  }
  return { plural, single, baseKeys: [...single.keys(), ...plural.keys()].sort() };
}

const placeholders = (text: string) => (text.match(/\{\{\s*\w+\s*\}\}/g) ?? []).map((p) => p.replace(/\s/g, '')).sort();

const english = messagesOf('en');

describe('translation files', () => {
  it('english has keys, and some with plural forms', () => {
    expect(english.single.size).toBeGreaterThan(0);
    expect(english.plural.size).toBeGreaterThan(0);
  });

  for (const locale of LOCALES) {
    const own = messagesOf(locale);

    it(`${locale}.json has exactly the English key set (plural forms counted as one key)`, () => {
      expect({
        missing: english.baseKeys.filter((k) => !own.baseKeys.includes(k)),
        extra: own.baseKeys.filter((k) => !english.baseKeys.includes(k)),
        notPluralHere: [...english.plural.keys()].filter((k) => !own.plural.has(k)),
      }).toEqual({ missing: [], extra: [], notPluralHere: [] });
    });

    it(`${locale}.json has every plural form Intl.PluralRules selects in ${INTL_TAGS[locale]}, and no others but _zero`, () => {
      const needed: string[] = pluralCategoriesOf(INTL_TAGS[locale]).sort();
      for (const [key, forms] of own.plural) {
        const have = [...forms.keys()];
        expect(
          needed.filter((c) => !have.includes(c)),
          `${key} lacks`,
        ).toEqual([]);
        expect(
          have.filter((c) => c !== 'zero' && !needed.includes(c)),
          `${key} has unused`,
        ).toEqual([]);
      }
    });

    it(`${locale}.json has no empty strings and keeps every {{placeholder}}`, () => {
      for (const [key, value] of own.single) {
        expect(value, key).not.toBe('');
        expect(placeholders(value), key).toEqual(placeholders(english.single.get(key) ?? ''));
      }
      for (const [key, forms] of own.plural) {
        const expected = placeholders(english.plural.get(key)?.get('other') ?? '');
        // `other` covers any number, so it shows them all; a form for one exact number may spell it out ("تقييمان").
        expect(placeholders(forms.get('other') ?? ''), key).toEqual(expected);
        for (const [category, form] of forms) {
          expect(form, `${key}_${category}`).not.toBe('');
          expect(expected, `${key}_${category}`).toEqual(expect.arrayContaining(placeholders(form)));
        }
      }
    });
  }

  it('machine-made texts are listed for review by keys their file has, English never', () => {
    expect(loadAll('en')).not.toHaveProperty(REVIEW_NAMESPACE);
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      const review = (loadAll(locale)[REVIEW_NAMESPACE] ?? {}) as Tree;
      const own = keys(load(locale));
      for (const [key, mark] of Object.entries(review)) {
        expect(mark, `${locale}: ${key}`).toBe(REVIEW_MARK);
        expect(own, `${locale}: ${key}`).toContain(key);
      }
    }
  });

  it('non-English files are real translations, not English copies', () => {
    const long = [...english.single].filter(([, text]) => text.split(' ').length >= 4);
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      const own = messagesOf(locale);
      const same = long.filter(([key, text]) => own.single.get(key) === text);
      // Brand names and the backend's quoted messages may repeat; whole files copied from English may not.
      expect(same.length / Math.max(long.length, 1), `${locale}: ${same.slice(0, 5).join(', ')}`).toBeLessThan(0.1);
    }
  });
});
