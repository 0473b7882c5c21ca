import { THEME_SETTINGS, THEME_STORAGE_KEY } from '../schemas/theme-settings.ts';

/**
 * The inline script placed first in `<head>` of themed pages: it applies stored settings to
 * `<html>` before anything paints, so a dark or RTL page never flashes light or LTR.
 * It is generated from THEME_SETTINGS so the list stays the single source of truth.
 */
export function themeBootScript(): string {
  const spec = THEME_SETTINGS.map((s) => [s.key, s.attr, s.values, s.fallback]);
  // Every attribute ends up set (stored choice, else what the page already has, else the default),
  // so CSS can rely on `[data-layout='vertical']` etc. without a missing-attribute case.
  return `(()=>{var d=document.documentElement,s={};try{s=JSON.parse(localStorage.getItem(${JSON.stringify(
    THEME_STORAGE_KEY,
  )})||'{}')||{}}catch(_){}if(typeof s!=='object')s={};${JSON.stringify(spec)}.forEach(function(e){var v=s[e[0]];if(typeof v==='string'&&e[2].indexOf(v)>-1)d.setAttribute(e[1],v);else if(!d.hasAttribute(e[1]))d.setAttribute(e[1],e[3])});if(d.getAttribute('data-layout')==='horizontal')d.setAttribute('data-sidebar-size','lg')})()`;
}
