import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { publicBootScript } from './public-boot-script.ts';
import { THEME_STORAGE_KEY } from '../schemas/theme-settings.ts';

/** The `data-mode` the public pages' head script sets, for a saved setting and a system preference. */
function modeFor(saved: unknown, systemDark: boolean): string | undefined {
  const attributes = new Map<string, string>();
  const context = {
    document: {
      visibilityState: 'visible',
      readyState: 'complete',
      addEventListener: () => undefined,
      querySelectorAll: () => [],
      documentElement: { classList: { add: () => undefined }, setAttribute: (k: string, v: string) => attributes.set(k, v) },
    },
    localStorage: { getItem: (k: string) => (k === THEME_STORAGE_KEY && saved !== undefined ? JSON.stringify(saved) : null) },
    sessionStorage: { getItem: () => null, setItem: () => undefined },
    matchMedia: (query: string) => ({ matches: query === '(prefers-color-scheme: dark)' && systemDark }),
    addEventListener: () => undefined,
    PerformanceObserver: class {
      observe() {}
    },
    Promise,
  };
  runInNewContext(publicBootScript(), context);
  return attributes.get('data-mode');
}

describe('public pages: light or dark before the first paint', () => {
  it("follow the mode saved in the dashboard's customizer", () => {
    expect(modeFor({ mode: 'dark' }, false)).toBe('dark');
    expect(modeFor({ mode: 'light' }, true)).toBe('light');
  });

  it("follow the system's preference when nothing (or nothing valid) is saved", () => {
    expect(modeFor(undefined, true)).toBe('dark');
    expect(modeFor(undefined, false)).toBe('light');
    expect(modeFor({ mode: 'sepia' }, true)).toBe('dark');
  });
});
