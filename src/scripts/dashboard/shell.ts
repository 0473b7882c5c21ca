/**
 * The dashboard shell's small behaviours, bundled once for every dashboard page:
 * sidebar size toggle, light/dark switch, cart badge, drop-down menus, icon-only tooltips,
 * the auto-hiding top bar and the bfcache re-check of the sign-in guard.
 */
import { $settings, setSetting } from '../../stores/settings.ts';
import { $cartCount } from '../../stores/cart.ts';
import { SESSION_KEY } from '../../api/session.ts';
import { pickPluralForm } from '../../i18n/plural.ts';

const html = document.documentElement;
const wide = window.matchMedia('(min-width: 1024px)');

/* Desktop menu button: large sidebar <-> icons only (vertical layout). */
const sizeToggle = document.querySelector<HTMLButtonElement>('[data-sidebar-toggle]');
sizeToggle?.addEventListener('click', () => {
  setSetting('sidebarSize', $settings.get().sidebarSize === 'lg' ? 'sm' : 'lg');
});

/* Light/dark switch. */
const modeToggle = document.querySelector<HTMLButtonElement>('[data-mode-toggle]');
modeToggle?.addEventListener('click', () => setSetting('mode', $settings.get().mode === 'dark' ? 'light' : 'dark'));

$settings.subscribe((s) => {
  sizeToggle?.setAttribute('aria-expanded', String(s.sidebarSize === 'lg'));
  if (modeToggle) modeToggle.setAttribute('aria-label', modeToggle.dataset[s.mode === 'dark' ? 'labelLight' : 'labelDark'] ?? '');
  // Compact sizes show every item (there is no room for group headings to click).
  if (s.sidebarSize !== 'lg') document.querySelectorAll<HTMLDetailsElement>('[data-nav-group]').forEach((d) => (d.open = true));
});

/* Cart badge from the shared cart store. */
const cartLink = document.querySelector<HTMLAnchorElement>('[data-cart-link]');
const cartBadge = document.querySelector<HTMLElement>('[data-cart-count]');
// The label's plural forms come translated in the HTML; only the choice among them happens here.
const cartLabelForms = JSON.parse(cartLink?.dataset.labelForms ?? '{}') as Record<string, string>;
const numbers = new Intl.NumberFormat(html.lang);
$cartCount.subscribe((count) => {
  if (!cartLink || !cartBadge) return;
  cartBadge.textContent = numbers.format(count);
  cartBadge.hidden = count === 0;
  cartLink.setAttribute('aria-label', pickPluralForm(cartLabelForms, html.lang, count).replace('{{count}}', numbers.format(count)));
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
dropdowns().forEach((d) =>
  d.addEventListener('toggle', () => {
    if (d.open) dropdowns().forEach((other) => other !== d && (other.open = false));
  }),
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
const sidebar = document.getElementById('sidebar');
sidebar?.addEventListener('click', (event) => {
  if ((event.target as Element).closest('a') && !wide.matches) sidebar.hidePopover?.();
});
wide.addEventListener('change', () => {
  if (wide.matches && sidebar?.matches(':popover-open')) sidebar.hidePopover();
});

/* Navbar "hidden": the top bar slides away while scrolling down and returns when scrolling up. */
const topbar = document.querySelector<HTMLElement>('[data-topbar-el]');
let lastY = window.scrollY;
window.addEventListener(
  'scroll',
  () => {
    const y = window.scrollY;
    const away = html.getAttribute('data-navbar') === 'hidden' && y > lastY && y > 80 && !topbar?.contains(document.activeElement);
    topbar?.toggleAttribute('data-away', away);
    lastY = y;
  },
  { passive: true },
);
topbar?.addEventListener('focusin', () => topbar.removeAttribute('data-away'));

/* Back/forward cache can show a page after sign-out: re-check the session. */
window.addEventListener('pageshow', (event) => {
  if (!event.persisted) return;
  let signedIn = false;
  try {
    signedIn = !!(sessionStorage.getItem(SESSION_KEY) || localStorage.getItem(SESSION_KEY));
  } catch {
    signedIn = false;
  }
  if (!signedIn) location.reload();
});
