/**
 * One passive scroll listener for the whole page, throttled to animation frames; the navbar, the
 * scroll-spy and the back-to-top button subscribe to it instead of each adding their own.
 */
type Listener = (scrollY: number) => void;

const listeners: Listener[] = [];
let scheduled = false;

function run() {
  scheduled = false;
  const y = window.scrollY;
  for (const listener of listeners) listener(y);
}

export const onScroll = {
  add(listener: Listener) {
    listeners.push(listener);
  },
  start() {
    const schedule = () => {
      if (scheduled) return;
      scheduled = true;
      requestAnimationFrame(run);
    };
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    run();
  },
};

/** The page scrolls past this many pixels before the navbar sticks and back-to-top appears (40 px). */
export const SCROLL_THRESHOLD = 40;
