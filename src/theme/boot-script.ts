import { THEME_SETTINGS, THEME_STORAGE_KEY } from './settings.ts';

/**
 * The inline script placed first in `<head>` of themed pages: it applies stored settings to
 * `<html>` before anything paints, so a dark or RTL page never flashes light or LTR.
 * It is generated from THEME_SETTINGS so the list stays the single source of truth.
 */
export function themeBootScript(): string {
  const spec = THEME_SETTINGS.map((s) => [s.key, s.attr, s.values]);
  return `(()=>{try{var d=document.documentElement,s=JSON.parse(localStorage.getItem(${JSON.stringify(
    THEME_STORAGE_KEY,
  )})||'{}');if(!s||typeof s!=='object')return;${JSON.stringify(spec)}.forEach(function(e){var v=s[e[0]];if(typeof v==='string'&&e[2].indexOf(v)>-1)d.setAttribute(e[1],v)});if(d.getAttribute('data-layout')==='horizontal')d.setAttribute('data-sidebar-size','lg')}catch(_){}})()`;
}
