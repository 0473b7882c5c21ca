/**
 * The layout settings store (mode, direction, layout, colours, sidebar). The boot script already put the stored
 * values on `<html>` before first paint; this store takes over from there: every change is applied
 * to `<html>` at once and saved under `stride:settings`.
 */
import { atom } from 'nanostores';
import {
  changedSettings,
  changeSetting,
  defaultSettings,
  sanitizeSettings,
  THEME_SETTINGS,
  THEME_STORAGE_KEY,
  type ThemeKey,
  type ThemeSettings,
} from '../schemas/theme-settings.ts';

/** The page language's own direction (ar is rtl): the default the user's choice is compared with. */
function pageDir(): 'ltr' | 'rtl' {
  return typeof document !== 'undefined' && document.documentElement.lang === 'ar' ? 'rtl' : 'ltr';
}

function readStored(): unknown {
  try {
    return JSON.parse(localStorage.getItem(THEME_STORAGE_KEY) ?? '{}');
  } catch {
    return {};
  }
}

function initial(): ThemeSettings {
  if (typeof window === 'undefined') return defaultSettings();
  return sanitizeSettings(readStored(), pageDir());
}

export const $settings = atom<ThemeSettings>(initial());

/** Writes every setting to its `<html>` attribute. */
export function applyToDocument(settings: ThemeSettings, root: HTMLElement = document.documentElement): void {
  for (const s of THEME_SETTINGS) root.setAttribute(s.attr, settings[s.key]);
}

function commit(next: ThemeSettings): void {
  $settings.set(next);
  applyToDocument(next);
  try {
    localStorage.setItem(THEME_STORAGE_KEY, JSON.stringify(changedSettings(next, pageDir())));
  } catch {
    // Storage blocked (private mode, quota): the change still applies to this page.
  }
}

export function setSetting<K extends ThemeKey>(key: K, value: ThemeSettings[K]): void {
  commit(changeSetting($settings.get(), key, value));
}

export function resetSettings(): void {
  commit(defaultSettings(pageDir()));
}

/** Applies a whole set of choices at once (the settings page's saved preferences), under the same rules as the customizer. */
export function replaceSettings(next: ThemeSettings): void {
  commit(sanitizeSettings(next, pageDir()));
}
