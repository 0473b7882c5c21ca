import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { LOCALES } from './locales.ts';

interface Tree {
  [k: string]: string | Tree;
}
const load = (l: string): Tree => JSON.parse(readFileSync(`public/assets/i18n/${l}.json`, 'utf8'));
const get = (t: Tree, path: string) => path.split('.').reduce<string | Tree>((n, k) => (n as Tree)[k] as Tree, t) as string;
/** Words (or, in a script without spaces, the whole text) in lower case, each cut to its first four letters: a stem that declension leaves alone. */
const stems = (text: string) =>
  text
    .toLocaleLowerCase()
    .split(/\s+/)
    .map((word) => word.slice(0, 4));

describe('one name for one thing, in every language', () => {
  it.each(LOCALES)('%s: the settings name the top bar alike (its behaviour and its colour)', (locale) => {
    const messages = load(locale);
    const bar = stems(get(messages, 'customizer.navbar.label'));
    const colour = get(messages, 'customizer.topbar.label').toLocaleLowerCase();
    const words = colour.split(/\s+/);
    // Every word of the bar's name begins a word of its colour's name ("Top bar" / "Top bar colour", not "Topbar").
    for (const stem of bar)
      expect(
        words.some((word) => word.startsWith(stem)),
        colour,
      ).toBe(true);
  });
});
