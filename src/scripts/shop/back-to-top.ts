import { onScroll, SCROLL_THRESHOLD } from './scroll.ts';

export function initBackToTop(): void {
  const button = document.querySelector<HTMLButtonElement>('[data-back-to-top]');
  if (!button) return;
  onScroll.add((y) => {
    button.dataset.visible = String(y > SCROLL_THRESHOLD);
  });
  button.addEventListener('click', () => {
    window.scrollTo({ top: 0 });
    // Keyboard users continue from the top of the page, not from the now-hidden button.
    document.querySelector<HTMLElement>('#main')?.focus({ preventScroll: true });
  });
}
