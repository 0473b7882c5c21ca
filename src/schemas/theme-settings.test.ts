import { describe, expect, it } from 'vitest';
import { changedSettings, changeSetting, defaultSettings, sanitizeSettings, THEME_SETTINGS } from './theme-settings.ts';

describe('theme settings', () => {
  it('defaults match the theme contract', () => {
    expect(defaultSettings()).toEqual({
      layout: 'vertical',
      skin: 'default',
      mode: 'light',
      direction: 'ltr',
      width: 'fluid',
      sidebarSize: 'lg',
      navbar: 'sticky',
      sidebar: 'light',
      topbar: 'light',
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

describe('customizer rules', () => {
  it('switching to dark brings a dark sidebar and topbar, and back', () => {
    const dark = changeSetting(defaultSettings(), 'mode', 'dark');
    expect(dark).toMatchObject({ mode: 'dark', sidebar: 'dark', topbar: 'dark' });
    expect(changeSetting(dark, 'mode', 'light')).toMatchObject({ mode: 'light', sidebar: 'light', topbar: 'light' });
  });

  it('keeps brand and modern colours across modes', () => {
    const s = changeSetting({ ...defaultSettings(), sidebar: 'modern', topbar: 'brand' }, 'mode', 'dark');
    expect(s).toMatchObject({ sidebar: 'modern', topbar: 'brand' });
  });

  it('horizontal forces lg and locks the size', () => {
    const h = changeSetting({ ...defaultSettings(), sidebarSize: 'sm' }, 'layout', 'horizontal');
    expect(h.sidebarSize).toBe('lg');
    expect(changeSetting(h, 'sidebarSize', 'md').sidebarSize).toBe('lg');
    expect(changeSetting(changeSetting(h, 'layout', 'vertical'), 'sidebarSize', 'md').sidebarSize).toBe('md');
  });

  it('ignores values outside the contract', () => {
    const s = defaultSettings();
    expect(changeSetting(s, 'skin', 'neon' as never)).toBe(s);
  });

  it('stores only what differs from the defaults of the page direction', () => {
    expect(changedSettings({ ...defaultSettings(), mode: 'dark' })).toEqual({ mode: 'dark' });
    expect(changedSettings(defaultSettings('rtl'), 'rtl')).toEqual({});
    expect(changedSettings(defaultSettings('rtl'), 'ltr')).toEqual({ direction: 'rtl' });
  });
});
