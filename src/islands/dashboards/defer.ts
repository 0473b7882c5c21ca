import { useEffect, useState, type RefObject } from 'react';

/** How far outside the screen a chart starts drawing, so one scrolled to is drawn before it is reached. */
export const NEAR_MARGIN = '300px';
/** The longest a chart off the screen waits for the browser to be idle before it is drawn anyway. */
export const IDLE_TIMEOUT_MS = 2000;

export interface Scheduler {
  observe(el: Element, margin: string, near: () => void): () => void;
  idle(run: () => void, timeout: number): () => void;
}

/** The browser's: an IntersectionObserver, and requestIdleCallback (a timer where there is none). */
const browser: Scheduler = {
  observe(el, margin, near) {
    if (typeof IntersectionObserver === 'undefined') {
      near();
      return () => undefined;
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && near(), { rootMargin: margin });
    observer.observe(el);
    return () => observer.disconnect();
  },
  idle(run, timeout) {
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(run, { timeout });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(run, Math.min(timeout, 200));
    return () => clearTimeout(id);
  },
};

/**
 * Calls `ready` once: when `el` comes within `NEAR_MARGIN` of the screen, or when the browser is next idle (at the
 * latest after `IDLE_TIMEOUT_MS`), whichever is first. Returns a cancel.
 */
export function whenNearOrIdle(el: Element, ready: () => void, scheduler: Scheduler = browser): () => void {
  let done = false;
  const cancels: (() => void)[] = [];
  const stop = () => {
    done = true;
    cancels.splice(0).forEach((cancel) => cancel());
  };
  const fire = () => {
    if (done) return;
    stop();
    ready();
  };
  cancels.push(scheduler.observe(el, NEAR_MARGIN, fire));
  if (done) cancels.splice(0).forEach((cancel) => cancel());
  else cancels.push(scheduler.idle(fire, IDLE_TIMEOUT_MS));
  return stop;
}

/**
 * Whether a chart is drawn yet: charts on the screen at once, the others when scrolled near or when the browser
 * is idle, so the first screen's figures are not held up by drawing charts nobody sees yet. `now` draws at once
 * (a download of the picture needs it).
 */
export function useDrawn(ref: RefObject<Element | null>): [boolean, () => void] {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || drawn) return;
    return whenNearOrIdle(el, () => setDrawn(true));
  }, [ref, drawn]);
  return [drawn, () => setDrawn(true)];
}
