/**
 * Ctrl/Cmd+K before the search palette has hydrated (it hydrates when the browser is idle): a tiny listener in the
 * page's head notes the press, and the palette opens on hydration, then takes the shortcut over.
 */

/** The window property the head script and the palette share. */
const EARLY_SEARCH = '__strideEarlySearch';

interface EarlySearch {
  /** Ctrl/Cmd+K was pressed before the palette took over. */
  pending: boolean;
  /** Removes the head script's listener. */
  stop(): void;
}

/** The shortcut: Ctrl+K, or Cmd+K on a Mac. */
export function isSearchShortcut(event: Pick<KeyboardEvent, 'ctrlKey' | 'metaKey' | 'altKey' | 'key'>): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && typeof event.key === 'string' && event.key.toLowerCase() === 'k';
}

/** The inline head script: listens for the shortcut from the first paint until the palette calls takeOverEarlySearch. */
export function earlySearchScript(): string {
  return `(function(){if(window.${EARLY_SEARCH})return;var s={pending:false,stop:function(){document.removeEventListener('keydown',k,true)}};function k(e){if((e.ctrlKey||e.metaKey)&&!e.altKey&&typeof e.key==='string'&&e.key.toLowerCase()==='k'){e.preventDefault();s.pending=true}}document.addEventListener('keydown',k,true);window.${EARLY_SEARCH}=s})();`;
}

/** Stops the head script's listener; true when the shortcut was pressed before (the palette then opens). */
export function takeOverEarlySearch(target: object = window): boolean {
  const early = (target as Record<string, EarlySearch | undefined>)[EARLY_SEARCH];
  if (!early) return false;
  early.stop();
  const pending = early.pending;
  early.pending = false;
  return pending;
}
