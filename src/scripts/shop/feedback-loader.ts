/**
 * Loads the feedback carousel only when it comes near the viewport: its reviews (fetched from the page part named by
 * `data-feedback-slides`), then Swiper's code and CSS, so none of them counts towards the page's first load.
 */
export function initFeedbackLoader(): void {
  const root = document.querySelector<HTMLElement>('[data-feedback-carousel]');
  if (!root) return;
  const load = () =>
    void loadSlides(root)
      .then(() => import('./feedback-carousel.ts'))
      .then(({ mountFeedbackCarousel }) => mountFeedbackCarousel(root))
      // Without its reviews the section keeps its heading; the page itself is not affected.
      .catch(() => undefined);
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

/** Puts the reviews into the carousel's (empty) wrapper; they are markup of this site, built with the page. */
export async function loadSlides(root: HTMLElement): Promise<void> {
  const wrapper = root.querySelector<HTMLElement>('.swiper-wrapper');
  const url = root.dataset.feedbackSlides;
  if (!wrapper || !url || wrapper.childElementCount > 0) return;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`feedback slides: ${response.status}`);
  const slides = document.createRange().createContextualFragment(await response.text());
  wrapper.replaceChildren(slides);
}
