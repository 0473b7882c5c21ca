import { INTL_TAGS, type Locale } from './locales.ts';
import { PLURAL_CATEGORIES, pluralSuffixes, type PluralCategory } from './plural.ts';
import { plainText } from '../plain-text.ts';

/** A language's messages: the parsed content of `public/assets/i18n/{lang}.json` or a subset of its namespaces. */
export interface Messages {
  [key: string]: string | Messages;
}

/**
 * What `t` takes besides the key: values for `{{placeholders}}`, plus the few i18next option names we used
 * (kept, with i18next's meaning, so call sites read the same).
 */
export interface TranslateOptions {
  /** Used (and interpolated) when the key has no non-empty string. */
  defaultValue?: string;
  /** Placeholder values; when given, the other options are not used as values. */
  replace?: Record<string, unknown>;
  /**
   * A number picks the plural form (`key_one`, `key_few`, … by the locale's `Intl.PluralRules`, `key_zero` for 0
   * when present) and prints in the locale's digits and grouping.
   */
  count?: number | string | null;
  /** Return the message with its `{{placeholders}}` untouched (for scripts that fill them in later). */
  skipInterpolation?: boolean;
  [name: string]: unknown;
}

export type Translate = (key: string, options?: TranslateOptions) => string;

/** `{{name}}`, `{{ name }}` and i18next's unescaped `{{- name}}` (the same thing here: we never HTML-escape). */
const PLACEHOLDER = /\{\{-?(.+?)\}\}/g;

/** Follows a dotted path through own properties only, so `toString` or `__proto__` are never "found". */
function find(tree: unknown, path: string): unknown {
  let node = tree;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

function interpolate(text: string, values: object, options: TranslateOptions): string {
  return text.replace(PLACEHOLDER, (placeholder, inner: string) => {
    const name = inner.trim();
    const value = find(values, name);
    if (value !== undefined) return plainText(value);
    // As i18next: a variable passed as undefined prints nothing; one never passed stays visible as `{{name}}`.
    return Object.hasOwn(options, name) ? '' : placeholder;
  });
}

/** The non-empty string at `key`, else undefined. */
function messageAt(messages: Messages, key: string): string | undefined {
  const found = find(messages, key);
  return typeof found === 'string' && found !== '' ? found : undefined;
}

/** The plural form of `key` for `count`, or the plain `key` message when the key has no forms. */
function pluralMessage(messages: Messages, key: string, intlTag: string, count: number): string | undefined {
  for (const suffix of pluralSuffixes(intlTag, count)) {
    const form = messageAt(messages, `${key}_${suffix}`);
    if (form !== undefined) return form;
  }
  return messageAt(messages, key);
}

/**
 * `t` for one locale's messages. Build-time pages and islands both use it, so a string renders the same
 * wherever it is rendered. It does what our messages need, i18next-compatible: dotted keys, `{{placeholders}}`
 * (never escaped: Astro and React escape on output), `replace`, `defaultValue`, plural forms chosen by a numeric
 * `count` (i18next's `_zero`/`_one`/`_two`/`_few`/`_many`/`_other` suffixes), and the key itself for a missing or
 * empty message. No nesting or format functions. `messages` is read on every call, so namespaces merged into it
 * later are found.
 */
export function createTranslator(locale: Locale, messages: Messages): Translate {
  const intlTag = INTL_TAGS[locale];
  // Built on the first count shown: the page's first Intl object costs tens of milliseconds on a throttled phone
  // (the locale's data is loaded), and most translators never format a count.
  let numbers: Intl.NumberFormat | undefined;
  const formatCount = (count: number) => (numbers ??= new Intl.NumberFormat(intlTag)).format(count);
  return (key, options = {}) => {
    const count = typeof options.count === 'number' ? options.count : undefined;
    const message = count === undefined ? messageAt(messages, key) : pluralMessage(messages, key, intlTag, count);
    const text = message ?? options.defaultValue ?? key;
    if (options.skipInterpolation || !text.includes('{{')) return text;
    const values = options.replace && typeof options.replace === 'object' ? options.replace : options;
    const shown = values === options && count !== undefined ? { ...options, count: formatCount(count) } : values;
    return interpolate(text, shown, options);
  };
}

/**
 * Every plural form of `key` that `t` knows, by category, with `{{count}}` left in place: for page scripts that
 * fill in a count after the build (they pick the form with `pickPluralForm`).
 */
export function pluralTemplates(t: Translate, key: string): Partial<Record<PluralCategory, string>> {
  const forms: Partial<Record<PluralCategory, string>> = {};
  for (const category of PLURAL_CATEGORIES) {
    const form = t(`${key}_${category}`, { defaultValue: '', skipInterpolation: true });
    if (form !== '') forms[category] = form;
  }
  return forms;
}

/** Deep-merges `source` into `target` (later messages win), copying subtrees so `source` is never shared or changed. */
export function mergeMessages(target: Messages, source: Messages): Messages {
  for (const [key, value] of Object.entries(source)) {
    if (key === '__proto__') continue;
    const existing = Object.hasOwn(target, key) ? target[key] : undefined;
    target[key] = typeof value === 'string' ? value : mergeMessages(typeof existing === 'object' ? existing : {}, value);
  }
  return target;
}
