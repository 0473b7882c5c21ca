/**
 * Loads the feedback carousel (Swiper's code and CSS) only when it comes near the viewport, so neither
 * counts towards the page's first load.
 */
export function initFeedbackLoader(): void {
  const root = document.querySelector<HTMLElement>('[data-feedback-carousel]');
  if (!root) return;
  const load = () => void import('./feedback-carousel.ts').then(({ mountFeedbackCarousel }) => mountFeedbackCarousel(root));
  if (!('IntersectionObserver' in window)) {
    load();
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        load();
      }
    },
    { rootMargin: '300px 0px' },
  );
  observer.observe(root);
}
