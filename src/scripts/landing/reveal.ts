/**
 * Landing-page motion that waits for the reader: blocks marked `data-reveal` rise into place and
 * counters marked `data-count-to` count up when they first scroll into view. Only elements that
 * start off-screen are touched (the observer's first report says which, without forcing a layout
 * while the page loads), so nothing visible at first paint changes; under prefers-reduced-motion
 * nothing moves at all, and the HTML already holds the final numbers.
 */
const DURATION_MS = 500;

function formatCount(el: HTMLElement, value: number): string {
  return new Intl.NumberFormat(el.dataset.countLocale).format(value) + (el.dataset.countSuffix ?? '');
}

function countUp(el: HTMLElement): void {
  const target = Number(el.dataset.countTo);
  const start = performance.now();
  const step = (now: number) => {
    const progress = Math.min(1, (now - start) / DURATION_MS);
    // Ease-out so the last digits settle gently.
    const eased = 1 - (1 - progress) ** 3;
    el.textContent = formatCount(el, Math.round(target * eased));
    if (progress < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

export function initReveal(root: ParentNode = document): void {
  if (!('IntersectionObserver' in window) || matchMedia('(prefers-reduced-motion: reduce)').matches) return;

  const waiting = new WeakSet<Element>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const el = entry.target as HTMLElement;
        const first = !waiting.has(el);
        if (entry.isIntersecting) {
          observer.unobserve(el);
          // Already on screen when the page opened: leave it exactly as painted.
          if (first) continue;
          if (el.hasAttribute('data-reveal')) el.dataset.reveal = 'shown';
          if (el.dataset.countTo) countUp(el);
        } else if (first) {
          waiting.add(el);
          if (el.hasAttribute('data-reveal')) el.dataset.reveal = 'hidden';
          if (el.dataset.countTo) el.textContent = formatCount(el, 0);
        }
      }
    },
    // No margin: whatever shows even one pixel at load counts as already seen and is left alone.
    { rootMargin: '0px' },
  );

  for (const el of root.querySelectorAll('[data-reveal], [data-count-to]')) observer.observe(el);
}
