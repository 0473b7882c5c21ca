/**
 * The theme contract: each layout setting, the `<html>` attribute it drives, its allowed values and its default. The
 * boot script, the customizer, the settings store, the account's preferences schema and both backends (a new
 * account's defaults) all read this one list.
 */
export const THEME_SETTINGS = [
  { key: 'layout', attr: 'data-layout', values: ['vertical', 'horizontal'], fallback: 'vertical' },
  { key: 'skin', attr: 'data-skin', values: ['default', 'bordered'], fallback: 'default' },
  { key: 'mode', attr: 'data-mode', values: ['light', 'dark'], fallback: 'light' },
  { key: 'direction', attr: 'dir', values: ['ltr', 'rtl'], fallback: 'ltr' },
  { key: 'width', attr: 'data-content-width', values: ['fluid', 'boxed'], fallback: 'fluid' },
  { key: 'sidebarSize', attr: 'data-sidebar-size', values: ['lg', 'md', 'sm'], fallback: 'lg' },
  { key: 'navbar', attr: 'data-navbar', values: ['sticky', 'scroll', 'bordered', 'hidden'], fallback: 'sticky' },
  { key: 'sidebar', attr: 'data-sidebar', values: ['light', 'dark', 'brand', 'modern'], fallback: 'light' },
  { key: 'topbar', attr: 'data-topbar', values: ['light', 'dark', 'brand'], fallback: 'light' },
] as const;

export type ThemeSetting = (typeof THEME_SETTINGS)[number];
export type ThemeKey = ThemeSetting['key'];
export type ThemeSettings = { [S in ThemeSetting as S['key']]: S['values'][number] };

/** localStorage key holding the JSON object of the user's choices (only the keys they changed). */
export const THEME_STORAGE_KEY = 'stride:settings';

/** Defaults; `direction` follows the page's language unless the user chose one. */
export function defaultSettings(dir: 'ltr' | 'rtl' = 'ltr'): ThemeSettings {
  const out = Object.fromEntries(THEME_SETTINGS.map((s) => [s.key, s.fallback])) as ThemeSettings;
  out.direction = dir;
  return out;
}

/**
 * Reads stored choices, keeping only known keys with allowed values, so corrupt or stale
 * storage falls back to defaults instead of breaking the page.
 */
export function sanitizeSettings(raw: unknown, dir: 'ltr' | 'rtl' = 'ltr'): ThemeSettings {
  const out = defaultSettings(dir) as Record<string, string>;
  if (raw && typeof raw === 'object') {
    for (const s of THEME_SETTINGS) {
      const v = (raw as Record<string, unknown>)[s.key];
      if (typeof v === 'string' && (s.values as readonly string[]).includes(v)) out[s.key] = v;
    }
  }
  // The horizontal layout has no sidebar to shrink.
  if (out.layout === 'horizontal') out.sidebarSize = 'lg';
  return out as ThemeSettings;
}

/** Sidebar/topbar colours that follow the mode: switching light/dark swaps these and keeps brand/modern. */
const MODE_FOLLOWERS = { light: 'dark', dark: 'light' } as const;

/**
 * The customizer's rules in one place: returns the settings after the user sets `key` to `value`.
 * - horizontal layout forces the large sidebar (there is no sidebar to shrink), and the size
 *   cannot be changed while horizontal;
 * - switching light/dark also switches a light sidebar/topbar to dark (and back), so the chrome reads well.
 */
export function changeSetting<K extends ThemeKey>(current: ThemeSettings, key: K, value: ThemeSettings[K]): ThemeSettings {
  const setting = THEME_SETTINGS.find((s) => s.key === key);
  if (!setting || !(setting.values as readonly string[]).includes(value)) return current;
  if (key === 'sidebarSize' && current.layout === 'horizontal') return current;
  const next = { ...current, [key]: value };
  if (key === 'mode' && value !== current.mode) {
    const from = current.mode;
    if (next.sidebar === from) next.sidebar = MODE_FOLLOWERS[from];
    if (next.topbar === from) next.topbar = MODE_FOLLOWERS[from];
  }
  if (next.layout === 'horizontal') next.sidebarSize = 'lg';
  return next;
}

/** What goes to storage: only the choices that differ from the defaults, so new defaults reach old visitors. */
export function changedSettings(settings: ThemeSettings, dir: 'ltr' | 'rtl' = 'ltr'): Partial<ThemeSettings> {
  const defaults = defaultSettings(dir);
  return Object.fromEntries(Object.entries(settings).filter(([k, v]) => defaults[k as ThemeKey] !== v));
}
