/**
 * What a role may not use is hidden by one stylesheet: every element that needs a permission carries it as
 * `data-needs` (a space-separated list; any one of them is enough), and the stylesheet hides the elements whose
 * list holds none of the signed-in account's permissions. The menu's entries and groups carry it (from the screen
 * definitions), so the menu never paints an entry the role cannot open; so do the write controls the server renders in
 * the lists and the calendar (add, the selection boxes, the actions column: `writeNeeds` in src/stores/permissions.ts),
 * so a viewer never sees them before the island hydrates and leaves them out. The values are `pageNeeds()`.
 *
 * An inline script in `<head>` writes the stylesheet from the stored session before the page paints; the shell
 * rewrites it whenever the session's permissions change (a role changed by an administrator). A session that does
 * not yet say its permissions (stored before roles existed) hides nothing until `GET /users/me` has answered; the
 * server refuses what the role lacks either way.
 */
import { SESSION_KEY } from '../../api/session.ts';

/** The `<style>` element holding the rules; its `data-values` lists the `data-needs` values the page uses. */
export const PERMISSION_STYLE_ID = 'stride-permissions';

/**
 * The rules hiding the `data-needs` values (of `values`) that `held` grants none of; `held` null (not known) hides nothing.
 * The inline script below does the same in plain JavaScript; a unit test holds the two together.
 */
export function permissionCss(values: readonly string[], held: readonly string[] | null): string {
  if (!held) return '';
  const grants = new Set(held);
  const hidden = values.filter((value) => !value.split(' ').some((permission) => grants.has(permission)));
  return hidden.length ? `${hidden.map((value) => `[data-needs="${value}"]`).join(',')}{display:none!important}` : '';
}

/** Rewrites the stylesheet of `doc` (written by the inline script) for `held`. */
export function applyPermissionStyle(doc: Document, held: readonly string[] | null): void {
  const style = doc.getElementById(PERMISSION_STYLE_ID);
  if (!style) return;
  const css = permissionCss((style.dataset.values ?? '').split('|').filter(Boolean), held);
  if (style.textContent !== css) style.textContent = css;
}

/** The inline `<head>` script: the stylesheet for the stored session's permissions, before the first paint. */
export function permissionStyleScript(values: readonly string[]): string {
  const list = JSON.stringify(values);
  return `(function(){var v=${list},o=document.getElementById(${JSON.stringify(PERMISSION_STYLE_ID)}),s=document.createElement('style');if(o)o.remove();s.id=${JSON.stringify(PERMISSION_STYLE_ID)};s.setAttribute('data-values',v.join('|'));try{var k=${JSON.stringify(SESSION_KEY)},u=JSON.parse(sessionStorage.getItem(k)||localStorage.getItem(k)||'null'),p=u&&u.permissions;if(Array.isArray(p)){var h=v.filter(function(x){return !x.split(' ').some(function(q){return p.indexOf(q)>=0})});if(h.length)s.textContent=h.map(function(x){return '[data-needs="'+x+'"]'}).join(',')+'{display:none!important}'}}catch(e){}document.head.appendChild(s)})()`;
}
