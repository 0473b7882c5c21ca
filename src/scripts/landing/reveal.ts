/**
 * Landing-page motion that waits for the reader: blocks marked `data-reveal` rise into place and
 * counters marked `data-count-to` count up when they first scroll into view. Only elements that
 * start below the fold are touched, so nothing visible at first paint changes, and under
 * prefers-reduced-motion nothing moves at all (the HTML already holds the final numbers).
 */
const DURATION_MS = 500;

function belowFold(el: Element): boolean {
  return el.getBoundingClientRect().top > window.innerHeight;
}

function countUp(el: HTMLElement): void {
  const target = Number(el.dataset.countTo);
  const format = new Intl.NumberFormat(el.dataset.countLocale);
  const suffix = el.dataset.countSuffix ?? '';
  const start = performance.now();
  const step = (now: number) => {
    const progress = Math.min(1, (now - start) / DURATION_MS);
    // Ease-out so the last digits settle gently.
    const eased = 1 - (1 - progress) ** 3;
    el.textContent = format.format(Math.round(target * eased)) + suffix;
    if (progress < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

export function initReveal(root: ParentNode = document): void {
  if (!('IntersectionObserver' in window) || matchMedia('(prefers-reduced-motion: reduce)').matches) return;

  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const el = entry.target as HTMLElement;
        observer.unobserve(el);
        if (el.dataset.reveal) el.dataset.reveal = 'shown';
        if (el.dataset.countTo) countUp(el);
      }
    },
    { rootMargin: '0px 0px -10% 0px' },
  );

  for (const el of root.querySelectorAll<HTMLElement>('[data-reveal], [data-count-to]')) {
    if (!belowFold(el)) continue;
    if (el.hasAttribute('data-reveal')) el.dataset.reveal = 'hidden';
    if (el.dataset.countTo) el.textContent = new Intl.NumberFormat(el.dataset.countLocale).format(0) + (el.dataset.countSuffix ?? '');
    observer.observe(el);
  }
}
