/**
 * The landing navbar: it turns "stuck" (solid background, shadow, tighter padding) once the page
 * has scrolled past STICKY_AFTER_PX, marks the link of the section being read with aria-current,
 * and closes the phone menu after a link is chosen, on Escape or on a click elsewhere. One passive scroll listener, throttled to
 * animation frames.
 */
export const STICKY_AFTER_PX = 40;

export function initNavbar(header: HTMLElement): void {
  const links = [...header.querySelectorAll<HTMLAnchorElement>('a[data-section-link]')];
  const sections = [...new Set(links.map((a) => a.hash.slice(1)))]
    .map((id) => document.getElementById(id))
    .filter((s): s is HTMLElement => s !== null);
  const menu = header.querySelector<HTMLDetailsElement>('details[data-nav-menu]');

  let current = '';
  const markCurrent = (id: string) => {
    if (id === current) return;
    current = id;
    for (const a of links) {
      if (a.hash === `#${id}`) a.setAttribute('aria-current', 'true');
      else a.removeAttribute('aria-current');
    }
  };

  const update = () => {
    const y = window.scrollY;
    header.toggleAttribute('data-stuck', y > STICKY_AFTER_PX);
    // The section being read is the last one whose top has passed a line a third of the way down.
    const line = header.offsetHeight + window.innerHeight / 3;
    const atBottom = window.innerHeight + y >= document.documentElement.scrollHeight - 2;
    let active = sections[0]?.id ?? '';
    for (const s of sections) if (s.getBoundingClientRect().top <= line) active = s.id;
    if (atBottom && sections.length) active = sections[sections.length - 1]!.id;
    markCurrent(active);
  };

  let queued = false;
  window.addEventListener(
    'scroll',
    () => {
      if (queued) return;
      queued = true;
      requestAnimationFrame(() => {
        queued = false;
        update();
      });
    },
    { passive: true },
  );
  // First reading on the next frame, when the browser lays the page out anyway (no forced reflow).
  requestAnimationFrame(update);

  if (menu) {
    const close = (refocus: boolean) => {
      if (!menu.open) return;
      menu.open = false;
      if (refocus) menu.querySelector('summary')?.focus();
    };
    menu.addEventListener('click', (event) => {
      if ((event.target as Element).closest('a')) close(false);
    });
    // <details> has no Escape or click-outside behaviour of its own; a menu is expected to have both.
    menu.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') close(true);
    });
    document.addEventListener('click', (event) => {
      if (!menu.contains(event.target as Node)) close(false);
    });
  }
}
