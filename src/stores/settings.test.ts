// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { defaultSettings, THEME_STORAGE_KEY } from '../schemas/theme-settings.ts';
import { $settings, replaceSettings } from './settings.ts';

describe('replaceSettings', () => {
  it('applies a whole set of choices to <html> at once and stores only what differs from the defaults', () => {
    replaceSettings({ ...defaultSettings(), mode: 'dark', sidebar: 'dark', layout: 'horizontal', sidebarSize: 'sm' });
    const html = document.documentElement;
    expect(html.getAttribute('data-mode')).toBe('dark');
    expect(html.getAttribute('data-sidebar')).toBe('dark');
    expect(html.getAttribute('data-layout')).toBe('horizontal');
    // The customizer's rule: the horizontal layout has no sidebar to shrink.
    expect(html.getAttribute('data-sidebar-size')).toBe('lg');
    expect($settings.get()).toMatchObject({ mode: 'dark', sidebarSize: 'lg' });
    expect(JSON.parse(localStorage.getItem(THEME_STORAGE_KEY) ?? '{}')).toEqual({ mode: 'dark', sidebar: 'dark', layout: 'horizontal' });
  });
});
