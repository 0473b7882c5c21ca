/**
 * The feedback carousel: 1 review per view on phones, 2 on tablets, 3 on wide screens, moving one at a time
 * every 1500 ms. Autoplay pauses while the pointer or keyboard focus is inside, can be paused with a button,
 * and never starts when the visitor prefers reduced motion.
 */
import Swiper from 'swiper';
import { A11y, Autoplay, Keyboard, Pagination } from 'swiper/modules';
// A URL, not a CSS import: Astro would otherwise hoist Swiper's CSS into the page's <head> at first load.
import swiperCssUrl from 'swiper/css?url';

export const AUTOPLAY_DELAY = 1500;

function loadStylesheet(href: string): Promise<void> {
  if (document.querySelector(`link[href="${href}"]`)) return Promise.resolve();
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    // Resolve on error too: without Swiper's CSS the slides still sit in the pre-styled row.
    link.onload = link.onerror = () => resolve();
    document.head.append(link);
  });
}

export async function mountFeedbackCarousel(root: HTMLElement): Promise<Swiper | undefined> {
  await loadStylesheet(swiperCssUrl);
  const container = root.querySelector<HTMLElement>('.swiper');
  const pagination = root.querySelector<HTMLElement>('[data-feedback-pagination]');
  const toggle = root.querySelector<HTMLButtonElement>('[data-autoplay-toggle]');
  if (!container || !pagination || container.classList.contains('swiper-initialized')) return undefined;
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;

  const swiper = new Swiper(container, {
    modules: [A11y, Autoplay, Keyboard, Pagination],
    slidesPerView: 1,
    slidesPerGroup: 1,
    spaceBetween: 16,
    loop: true,
    speed: reducedMotion ? 0 : 500,
    breakpoints: {
      768: { slidesPerView: 2, spaceBetween: 16 },
      1024: { slidesPerView: 3, spaceBetween: 24 },
    },
    autoplay: reducedMotion ? false : { delay: AUTOPLAY_DELAY, pauseOnMouseEnter: true, disableOnInteraction: false },
    keyboard: { enabled: true, onlyInViewport: true },
    pagination: {
      el: pagination,
      clickable: true,
      bulletElement: 'button',
      bulletClass: 'feedback-dot',
      bulletActiveClass: 'is-active',
    },
    a11y: {
      enabled: true,
      slideLabelMessage: root.dataset.slideLabel ?? '',
      paginationBulletMessage: root.dataset.goTo ?? '',
      containerMessage: null,
      containerRole: null,
      slideRole: 'group',
    },
  });
  // Tell assistive technology which dot is the current review, not only by its look.
  const markCurrentDot = () => {
    for (const dot of pagination.querySelectorAll('.feedback-dot')) {
      if (dot.classList.contains('is-active')) dot.setAttribute('aria-current', 'true');
      else dot.removeAttribute('aria-current');
    }
  };
  swiper.on('paginationUpdate', markCurrentDot);
  markCurrentDot();
  root.dataset.ready = 'true';

  if (reducedMotion || !toggle) return swiper;

  // Pausing on focus: someone tabbing through the reviews must not have them slide away.
  let pausedByUser = false;
  root.addEventListener('focusin', (event) => {
    if (event.target !== toggle) swiper.autoplay.pause();
  });
  root.addEventListener('focusout', (event) => {
    const next = event.relatedTarget as Node | null;
    if (!pausedByUser && !(next && root.contains(next) && next !== toggle)) swiper.autoplay.resume();
  });

  toggle.hidden = false;
  toggle.addEventListener('click', () => {
    pausedByUser = !pausedByUser;
    if (pausedByUser) swiper.autoplay.stop();
    else swiper.autoplay.start();
    toggle.toggleAttribute('data-paused', pausedByUser);
    toggle.setAttribute('aria-label', (pausedByUser ? root.dataset.playLabel : root.dataset.pauseLabel) ?? '');
  });
  return swiper;
}
