import { describe, expect, it } from 'vitest';
import { themeBootScript } from './boot-script.ts';
import { THEME_STORAGE_KEY } from '../schemas/theme-settings.ts';

/** Runs the inline script against a fake <html> and storage. */
function run(stored: string | null, initial: Record<string, string> = { dir: 'ltr', 'data-mode': 'light' }, storageThrows = false) {
  const attrs = new Map(Object.entries(initial));
  const documentElement = {
    setAttribute: (k: string, v: string) => attrs.set(k, v),
    getAttribute: (k: string) => attrs.get(k) ?? null,
    hasAttribute: (k: string) => attrs.has(k),
  };
  const localStorage = {
    getItem: (k: string) => {
      if (storageThrows) throw new Error('blocked');
      return k === THEME_STORAGE_KEY ? stored : null;
    },
  };
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the boot script ships as a string inlined in the page; running that string is the test
  new Function('document', 'localStorage', themeBootScript())({ documentElement }, localStorage);
  return Object.fromEntries(attrs);
}

describe('theme boot script', () => {
  it('sets every attribute, defaults where nothing is stored, keeping the page direction', () => {
    expect(run(null, { dir: 'rtl' })).toEqual({
      dir: 'rtl',
      'data-layout': 'vertical',
      'data-skin': 'default',
      'data-mode': 'light',
      'data-content-width': 'fluid',
      'data-sidebar-size': 'lg',
      'data-navbar': 'sticky',
      'data-sidebar': 'light',
      'data-topbar': 'light',
    });
  });

  it('applies stored choices and ignores invalid ones', () => {
    const a = run(JSON.stringify({ mode: 'dark', direction: 'rtl', sidebar: 'neon', sidebarSize: 'sm' }));
    expect(a).toMatchObject({ 'data-mode': 'dark', dir: 'rtl', 'data-sidebar': 'light', 'data-sidebar-size': 'sm' });
  });

  it('forces the large sidebar in the horizontal layout', () => {
    expect(run(JSON.stringify({ layout: 'horizontal', sidebarSize: 'sm' }))['data-sidebar-size']).toBe('lg');
  });

  it('survives corrupt or blocked storage', () => {
    expect(run('{not json')['data-layout']).toBe('vertical');
    expect(run('"a string"')['data-layout']).toBe('vertical');
    expect(run(null, undefined, true)['data-navbar']).toBe('sticky');
  });
});
