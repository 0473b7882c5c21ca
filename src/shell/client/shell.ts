/**
 * The dashboard shell's small behaviours, bundled once for every dashboard page:
 * sidebar size toggle, light/dark switch, cart badge, drop-down menus, icon-only tooltips,
 * the auto-hiding top bar, the bfcache re-check of the sign-in guard and the menu entries the role may open. Runs once per full page load;
 * the client router's screen changes are handled by page-swap.ts and move-data.ts.
 */
import { hasSession, installPageSwap } from './page-swap.ts';
import { installMoveData, startPageData } from './move-data.ts';
import { backendReady } from '../../api/backend.ts';
import { $settings, setSetting } from '../../stores/settings.ts';
import { $cartCount } from '../../stores/cart.ts';
import { $chatUnread, startChatUnread } from '../../stores/screens/chat-unread.ts';
import { afterPageData } from '../../stores/page-data.ts';
import { pickPluralForm } from '../../i18n/plural.ts';
import { isLocale } from '../../i18n/locales.ts';
import { saveLanguage } from '../../i18n/saved-language.ts';
import { $permissions, installPermissionRefresh } from '../../stores/permissions.ts';
import { applyPermissionStyle } from './permission-style.ts';

// Theme, focus, current link and scroll around a screen change; then the new screen's data starts with the click.
installPageSwap();
installMoveData();
// The fake backend (when on) starts now, while the islands load, rather than with their first request:
// its worker registration and code are then off the path to the first rows.
void backendReady();
// So does the screen's data, while React loads (signed out, the guard is already on its way to the login page).
if (hasSession()) void startPageData();

/* What the role may open: the menu follows the session's permissions, which are re-read on every screen change. */
$permissions.subscribe((grants) => applyPermissionStyle(document, grants ? [...grants] : null));
installPermissionRefresh();

const html = document.documentElement;
const wide = window.matchMedia('(min-width: 1024px)');

// Under the client router the top bar is new after every screen change (the sidebar persists): listeners
// are delegated from the document and the stores' subscribers look their elements up each time.
const sizeToggle = () => document.querySelector<HTMLButtonElement>('[data-sidebar-toggle]');
const modeToggle = () => document.querySelector<HTMLButtonElement>('[data-mode-toggle]');

/* Desktop menu button: large sidebar <-> icons only (vertical layout). Light/dark switch. */
document.addEventListener('click', (event) => {
  const target = event.target as Element;
  if (target.closest?.('[data-sidebar-toggle]')) setSetting('sidebarSize', $settings.get().sidebarSize === 'lg' ? 'sm' : 'lg');
  if (target.closest?.('[data-mode-toggle]')) setSetting('mode', $settings.get().mode === 'dark' ? 'light' : 'dark');
});

/* A language chosen in the top bar's menu is the one an unprefixed (English) dashboard URL opens in from now on. */
document.addEventListener('click', (event) => {
  const link = (event.target as Element).closest?.<HTMLAnchorElement>('[data-language-menu] a[hreflang]');
  if (link && isLocale(link.hreflang)) saveLanguage(link.hreflang);
});

function showSettings(s: ReturnType<typeof $settings.get>) {
  sizeToggle()?.setAttribute('aria-expanded', String(s.sidebarSize === 'lg'));
  const mode = modeToggle();
  if (mode) mode.setAttribute('aria-label', mode.dataset[s.mode === 'dark' ? 'labelLight' : 'labelDark'] ?? '');
  // Compact sizes show every item (there is no room for group headings to click).
  if (s.sidebarSize !== 'lg') document.querySelectorAll<HTMLDetailsElement>('[data-nav-group]').forEach((d) => (d.open = true));
}
$settings.subscribe(showSettings);

/* Cart badge from the shared cart store. */
// The label's plural forms come translated in the HTML; only the choice among them happens here. Every page's HTML
// shows an empty cart, so an empty cart needs no work: the page's first Intl object costs about 30 ms on a
// throttled phone (the locale's data is loaded), spent here it lengthened the shell's start.
let cartShown = 0;
function showCart(count: number) {
  if (count === cartShown) return;
  cartShown = count;
  const numbers = new Intl.NumberFormat(html.lang);
  const cartLink = document.querySelector<HTMLAnchorElement>('[data-cart-link]');
  const cartBadge = document.querySelector<HTMLElement>('[data-cart-count]');
  if (!cartLink || !cartBadge) return;
  cartBadge.textContent = numbers.format(count);
  cartBadge.hidden = count === 0;
  const cartLabelForms = JSON.parse(cartLink.dataset.labelForms ?? '{}') as Record<string, string>;
  cartLink.setAttribute('aria-label', pickPluralForm(cartLabelForms, html.lang, count).replace('{{count}}', numbers.format(count)));
}
$cartCount.subscribe(showCart);

/* Unread chat messages: the top bar's chat badge and the tab's title ("(3) Chat · Stride"), read after the screen's data. */
let titlePrefix = '';
function showChatUnread(count: number) {
  const numbers = new Intl.NumberFormat(html.lang);
  const link = document.querySelector<HTMLAnchorElement>('[data-chat-link]');
  const badge = document.querySelector<HTMLElement>('[data-chat-count]');
  if (link && badge) {
    badge.textContent = numbers.format(count);
    badge.hidden = count === 0;
    const forms = JSON.parse(link.dataset.labelForms ?? '{}') as Record<string, string>;
    link.setAttribute('aria-label', pickPluralForm(forms, html.lang, count).replace('{{count}}', numbers.format(count)));
  }
  const title = titlePrefix && document.title.startsWith(titlePrefix) ? document.title.slice(titlePrefix.length) : document.title;
  titlePrefix = count > 0 ? `(${numbers.format(count)}) ` : '';
  document.title = titlePrefix + title;
}
if (hasSession()) void afterPageData().then(startChatUnread);
$chatUnread.listen(showChatUnread);

document.addEventListener('astro:after-swap', () => {
  showSettings($settings.get());
  cartShown = 0;
  showCart($cartCount.get());
  titlePrefix = '';
  if ($chatUnread.get() > 0) showChatUnread($chatUnread.get());
});

/* Drop-downs built on <details data-dropdown>: one open at a time, closed by Escape or a click elsewhere. */
const dropdowns = () => document.querySelectorAll<HTMLDetailsElement>('details[data-dropdown], details[data-language-menu]');
document.addEventListener('click', (event) => {
  dropdowns().forEach((d) => {
    if (d.open && !d.contains(event.target as Node)) d.open = false;
  });
});
document.addEventListener('keydown', (event) => {
  if (event.key !== 'Escape') return;
  dropdowns().forEach((d) => {
    if (!d.open) return;
    d.open = false;
    if (d.contains(document.activeElement)) d.querySelector('summary')?.focus();
  });
});
// 'toggle' does not bubble: caught on the way down, for the drop-downs of every screen.
document.addEventListener(
  'toggle',
  (event) => {
    const d = event.target;
    if (!(d instanceof HTMLDetailsElement) || !d.matches('details[data-dropdown], details[data-language-menu]')) return;
    if (d.open) dropdowns().forEach((other) => other !== d && (other.open = false));
  },
  true,
);

/* Icons-only sidebar: the label pops out beside the hovered/focused icon. It is position: fixed
   (so the scrolling menu does not clip it); this keeps it level with its icon. */
const placeTip = (event: Event) => {
  const link = (event.target as Element | null)?.closest?.<HTMLElement>('.sidebar .nav-link');
  if (!link) return;
  const r = link.getBoundingClientRect();
  link.style.setProperty('--tip-y', `${r.top + r.height / 2}px`);
};
document.addEventListener('pointerover', placeTip);
document.addEventListener('focusin', placeTip);

/* Navigating from the drawer closes it (the browser would keep it open on same-page anchors). */
document.addEventListener('click', (event) => {
  const sidebar = document.getElementById('sidebar');
  if (sidebar?.contains(event.target as Node) && (event.target as Element).closest('a') && !wide.matches) sidebar.hidePopover?.();
});
wide.addEventListener('change', () => {
  const sidebar = document.getElementById('sidebar');
  if (wide.matches && sidebar?.matches(':popover-open')) sidebar.hidePopover();
});

/* Navbar "hidden": the top bar slides away while scrolling down and returns when scrolling up. */
const topbarEl = () => document.querySelector<HTMLElement>('[data-topbar-el]');
let lastY = window.scrollY;
window.addEventListener(
  'scroll',
  () => {
    const y = window.scrollY;
    const topbar = topbarEl();
    const away = html.getAttribute('data-navbar') === 'hidden' && y > lastY && y > 80 && !topbar?.contains(document.activeElement);
    topbar?.toggleAttribute('data-away', away);
    lastY = y;
  },
  { passive: true },
);
document.addEventListener('focusin', (event) => {
  const topbar = topbarEl();
  if (topbar?.contains(event.target as Node)) topbar.removeAttribute('data-away');
});

/* Back/forward cache can show a page after sign-out: re-check the session. */
window.addEventListener('pageshow', (event) => {
  if (event.persisted && !hasSession()) location.reload();
});
