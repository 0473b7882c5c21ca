import { describe, expect, it } from 'vitest';
import { LANGUAGE_KEY, savedLanguageScript } from './saved-language.ts';

/** Runs the inline script against a stored value and a location; answers where it sent the page, or null. */
function run(stored: string | null, href: string): string | null {
  const url = new URL(href);
  let replaced: string | null = null;
  const location = { pathname: url.pathname, search: url.search, hash: url.hash, replace: (to: string) => (replaced = to) };
  const localStorage = { getItem: (key: string) => (key === LANGUAGE_KEY ? stored : null) };
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the script ships as inline text; this runs exactly that text
  new Function('location', 'localStorage', savedLanguageScript())(location, localStorage);
  return replaced;
}

describe('the saved language of an unprefixed dashboard page', () => {
  it('opens the same page, query and fragment in the saved language', () => {
    expect(run('ar', 'https://stride.test/dashboard/')).toBe('/ar/dashboard/');
    expect(run('fr', 'https://stride.test/apps/hr/employees/?page=2#top')).toBe('/fr/apps/hr/employees/?page=2#top');
  });

  it('stays with English saved, nothing saved, or a value that is no language', () => {
    expect(run('en', 'https://stride.test/dashboard/')).toBeNull();
    expect(run(null, 'https://stride.test/dashboard/')).toBeNull();
    expect(run('xx', 'https://stride.test/dashboard/')).toBeNull();
    expect(run('/evil.example', 'https://stride.test/dashboard/')).toBeNull();
  });
});
