import type { Locale } from './locales.ts';
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

/**
 * `t` for one locale's messages. Build-time pages and islands both use it, so a string renders the same
 * wherever it is rendered. It does what our messages need and i18next did for them: dotted keys,
 * `{{placeholders}}` (never escaped: Astro and React escape on output), `replace`, `defaultValue`, and the key
 * itself for a missing or empty message. No plurals, nesting or formatting: no message uses them.
 * `messages` is read on every call, so namespaces merged into it later are found.
 * The locale is not needed yet; it stays in the signature for plural rules, should a message ever need them.
 */
export function createTranslator(_locale: Locale, messages: Messages): Translate {
  return (key, options = {}) => {
    const found = find(messages, key);
    const text = typeof found === 'string' && found !== '' ? found : (options.defaultValue ?? key);
    if (options.skipInterpolation || !text.includes('{{')) return text;
    const values = options.replace && typeof options.replace === 'object' ? options.replace : options;
    return interpolate(text, values, options);
  };
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

/** Keeps only the listed top-level namespaces (e.g. `['common', 'cart']`) so islands receive what they use. */
export function pickNamespaces(messages: Messages, namespaces: readonly string[]): Messages {
  const out: Messages = {};
  for (const ns of namespaces) {
    const value = messages[ns];
    if (value !== undefined) out[ns] = value;
  }
  return out;
}
