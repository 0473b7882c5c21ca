/**
 * The shop navbar: sticks after 40 px of scroll, marks the section in view with aria-current, and opens
 * and closes the small-screen menu (button, Escape, outside click, choosing a link).
 */
import { onScroll, SCROLL_THRESHOLD } from './scroll.ts';

export function initNavbar(): void {
  const header = document.querySelector<HTMLElement>('#shop-navbar');
  if (!header) return;
  const links = [...header.querySelectorAll<HTMLAnchorElement>('[data-spy-link]')];
  const sections = links
    .map((link) => document.getElementById(link.dataset.spyLink ?? ''))
    .filter((section): section is HTMLElement => section !== null);

  onScroll.add((y) => {
    header.dataset.sticky = String(y > SCROLL_THRESHOLD);
    markCurrent(currentSection(sections, header.offsetHeight));
  });

  function markCurrent(id: string) {
    for (const link of links) {
      if (link.dataset.spyLink === id) link.setAttribute('aria-current', 'true');
      else link.removeAttribute('aria-current');
    }
  }

  initMenu(header);
}

/**
 * The section whose top has passed a line a third of the way down the viewport (below the navbar). At the
 * very bottom of the page the last section that is visible at all wins, since short sections there can never
 * reach the line.
 */
export function currentSection(sections: readonly HTMLElement[], navbarHeight: number): string {
  const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
  const limit = atBottom ? window.innerHeight : navbarHeight + window.innerHeight * 0.3;
  let current = sections[0]?.id ?? '';
  for (const section of sections) {
    if (section.getBoundingClientRect().top <= limit) current = section.id;
  }
  return current;
}

function initMenu(header: HTMLElement) {
  const toggle = header.querySelector<HTMLButtonElement>('[data-menu-toggle]');
  const menu = header.querySelector<HTMLElement>('[data-shop-menu]');
  if (!toggle || !menu) return;

  const isOpen = () => toggle.getAttribute('aria-expanded') === 'true';
  const setOpen = (open: boolean) => {
    toggle.setAttribute('aria-expanded', String(open));
    menu.toggleAttribute('data-open', open);
  };

  toggle.addEventListener('click', () => setOpen(!isOpen()));
  menu.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a')) setOpen(false);
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && isOpen()) {
      setOpen(false);
      toggle.focus();
    }
  });
  document.addEventListener('click', (event) => {
    if (isOpen() && !header.contains(event.target as Node)) setOpen(false);
  });
  // Focus leaving the open menu (Tab past its last link) closes it, so it never hides content underneath.
  header.addEventListener('focusout', (event) => {
    const next = event.relatedTarget as Node | null;
    if (isOpen() && next && !menu.contains(next) && next !== toggle) setOpen(false);
  });
}
