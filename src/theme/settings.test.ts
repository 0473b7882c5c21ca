import { describe, expect, it } from 'vitest';
import { defaultSettings, sanitizeSettings, THEME_SETTINGS } from './settings.ts';

describe('theme settings', () => {
  it('defaults match the theme contract', () => {
    expect(defaultSettings()).toEqual({
      layout: 'vertical', skin: 'default', mode: 'light', direction: 'ltr', width: 'fluid',
      sidebarSize: 'lg', navbar: 'sticky', sidebar: 'light', topbar: 'light',
    });
    expect(defaultSettings('rtl').direction).toBe('rtl');
  });

  it('keeps allowed values and drops unknown keys and values', () => {
    const s = sanitizeSettings({ mode: 'dark', skin: 'neon', bogus: 1, sidebar: 'brand' });
    expect(s.mode).toBe('dark');
    expect(s.skin).toBe('default');
    expect(s.sidebar).toBe('brand');
    expect(Object.keys(s).sort()).toEqual(THEME_SETTINGS.map((x) => x.key).sort());
  });

  it('falls back to defaults for corrupt storage', () => {
    expect(sanitizeSettings('not json')).toEqual(defaultSettings());
    expect(sanitizeSettings(null, 'rtl')).toEqual(defaultSettings('rtl'));
  });

  it('forces the large sidebar in the horizontal layout', () => {
    expect(sanitizeSettings({ layout: 'horizontal', sidebarSize: 'sm' }).sidebarSize).toBe('lg');
  });
});
