/**
 * The sign-in guard, inlined first in `<head>` of every dashboard page. The page's CSS keeps the
 * body hidden until `<html data-auth="ok">`, so nothing protected paints before this decides:
 * with a stored user it marks the page ok; without one it replaces the location with the login
 * page and `?next=` the requested page. It only checks that a session with a non-empty token exists;
 * the API rejects a bad token with 401, which signs out.
 */
import { SESSION_KEY } from '../../api/session.ts';

/** Keeps the page hidden until the guard has let it through. */
export const GUARD_STYLE = "html:not([data-auth='ok']) body{visibility:hidden}";
/** Without JavaScript there is no guard: the page shows (with a notice that it needs JavaScript). */
export const NO_SCRIPT_STYLE = 'html body{visibility:visible}';

export function guardScript(loginPath: string): string {
  return `(function(){var d=document.documentElement;try{var k=${JSON.stringify(SESSION_KEY)},u=sessionStorage.getItem(k)||localStorage.getItem(k),p=u&&JSON.parse(u);if(p&&typeof p==='object'&&typeof p.token==='string'&&p.token!==''){d.setAttribute('data-auth','ok');return}}catch(e){}d.setAttribute('data-auth','denied');location.replace(${JSON.stringify(
    loginPath,
  )}+'?next='+encodeURIComponent(location.pathname+location.search+location.hash))})()`;
}
