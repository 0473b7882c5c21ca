import { describe, expect, it, vi } from 'vitest';
import { IDLE_TIMEOUT_MS, NEAR_MARGIN, whenNearOrIdle, type Scheduler } from './defer.ts';

/** A scheduler whose "near the screen" and "idle" moments the test triggers, counting what is still pending. */
function fakeScheduler({ nearAtOnce = false } = {}) {
  const state = { near: null as null | (() => void), idle: null as null | (() => void), observing: 0, waiting: 0, margin: '', timeout: 0 };
  const scheduler: Scheduler = {
    observe(_el, margin, near) {
      state.margin = margin;
      state.observing++;
      state.near = near;
      if (nearAtOnce) near();
      return () => void state.observing--;
    },
    idle(run, timeout) {
      state.timeout = timeout;
      state.waiting++;
      state.idle = run;
      return () => void state.waiting--;
    },
  };
  return { scheduler, state };
}

const el = {} as Element;

describe('whenNearOrIdle', () => {
  it('draws when the chart comes near the screen, once, and stops waiting for idle', () => {
    const { scheduler, state } = fakeScheduler();
    const ready = vi.fn();
    whenNearOrIdle(el, ready, scheduler);
    expect(ready).not.toHaveBeenCalled();
    expect(state.margin).toBe(NEAR_MARGIN);
    expect(state.timeout).toBe(IDLE_TIMEOUT_MS);
    state.near!();
    state.near!();
    state.idle!();
    expect(ready).toHaveBeenCalledTimes(1);
    expect(state).toMatchObject({ observing: 0, waiting: 0 });
  });

  it('draws when the browser is idle although the chart is still off the screen, and stops observing', () => {
    const { scheduler, state } = fakeScheduler();
    const ready = vi.fn();
    whenNearOrIdle(el, ready, scheduler);
    state.idle!();
    state.near!();
    expect(ready).toHaveBeenCalledTimes(1);
    expect(state).toMatchObject({ observing: 0, waiting: 0 });
  });

  it('draws at once without waiting for idle where nothing can observe (no IntersectionObserver)', () => {
    const { scheduler, state } = fakeScheduler({ nearAtOnce: true });
    const ready = vi.fn();
    whenNearOrIdle(el, ready, scheduler);
    expect(ready).toHaveBeenCalledTimes(1);
    expect(state).toMatchObject({ observing: 0, waiting: 0 });
  });

  it('never draws once cancelled (the card left the page)', () => {
    const { scheduler, state } = fakeScheduler();
    const ready = vi.fn();
    const cancel = whenNearOrIdle(el, ready, scheduler);
    cancel();
    state.near!();
    state.idle!();
    expect(ready).not.toHaveBeenCalled();
    expect(state).toMatchObject({ observing: 0, waiting: 0 });
  });
});
