import { THEME_STORAGE_KEY } from '../schemas/theme-settings.ts';

/** The session flag saying Inter has been fetched once in this visit, so later pages may use it at once. */
export const WEBFONT_SESSION_KEY = 'stride:webfont';
/** Public pages (src/layouts/Base.astro without `themed`) carry this attribute on <body>; the build rewrites those pages (build/public-pages.ts). */
export const PUBLIC_PAGE_MARKER = 'data-public-page';
/** Where the build leaves a public page's module scripts (build/public-pages.ts). */
export const AFTER_PAINT_ATTRIBUTE = 'data-after-paint-module';
/** Set on <html> once those scripts have run: the page is fully interactive. */
export const SCRIPTS_READY_ATTRIBUTE = 'data-scripts-ready';

/**
 * The inline script at the top of every public page. The first response alone paints the page: nothing it
 * needs is fetched before that paint.
 * - First it sets `<html data-mode>`: the light or dark mode saved in the customizer, else the visitor's
 *   `prefers-color-scheme`, so a dark page never flashes light.
 * - Right after the first paint it imports the page's module scripts (the build turns each
 *   `<script type="module" src>` of a public page into a `<template data-after-paint-module>`), then marks
 *   `<html data-scripts-ready>` (waiting for the rest of the page when it painted before the end was parsed). The paint is seen through the Paint Timing API, which timers faked by tests do not
 *   stop; a page opened in a background tab, which paints nothing, starts them once loaded.
 * - Once the page has loaded and painted (a page with nothing to fetch may load before its first paint) it adds
 *   `webfont` to `<html>`, which switches the text from the local Inter-sized
 *   fallback to Inter (the public pages' stylesheets). Later pages of the same visit find the font cached and
 *   switch before they paint.
 */
export function publicBootScript(): string {
  const key = JSON.stringify(WEBFONT_SESSION_KEY);
  // Before anything paints: the mode saved by the dashboard's customizer, else the system's preference.
  const mode = `try{var m=(JSON.parse(localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)})||'{}')||{}).mode;if(m!=='light'&&m!=='dark')m=matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';d.setAttribute('data-mode',m)}catch(_){}`;
  const webfont = `var on=function(){d.classList.add('webfont');try{sessionStorage.setItem(${key},'1')}catch(_){}},cached=false,loaded=false,painted=false,later=function(){if(loaded&&painted)on()};try{cached=!!sessionStorage.getItem(${key})}catch(_){}if(cached)on();else addEventListener('load',function(){loaded=true;later()},{once:true});`;
  const start = `var started=false,start=function(){if(started)return;if(document.readyState==='loading'){document.addEventListener('DOMContentLoaded',start,{once:true});return}started=true;var l=[].map.call(document.querySelectorAll('template[${AFTER_PAINT_ATTRIBUTE}]'),function(t){return import(t.getAttribute('${AFTER_PAINT_ATTRIBUTE}'))});Promise.all(l).then(function(){d.setAttribute('${SCRIPTS_READY_ATTRIBUTE}','')},function(e){d.setAttribute('${SCRIPTS_READY_ATTRIBUTE}','failed');throw e})};`;
  const afterPaint = `try{new PerformanceObserver(function(_,o){o.disconnect();painted=true;start();later()}).observe({type:'paint',buffered:true})}catch(_){painted=true;addEventListener('load',start,{once:true})}if(document.visibilityState==='hidden')addEventListener('load',start,{once:true});`;
  const scripts = start + afterPaint;
  return `(()=>{var d=document.documentElement;${mode}${webfont}${scripts}})()`;
}
