/**
 * Everything the shop landing does in the browser before the carousel: a few hundred lines of plain
 * TypeScript plus nanostores, bundled by Astro into one deferred module.
 */
import { initNavbar } from './navbar.ts';
import { initCart } from './cart.ts';
import { initNewsletter } from './newsletter.ts';
import { initBackToTop } from './back-to-top.ts';
import { initFeedbackLoader } from './feedback-loader.ts';
import { onScroll } from './scroll.ts';

initNavbar();
initCart();
initNewsletter();
initBackToTop();
initFeedbackLoader();
onScroll.start();
