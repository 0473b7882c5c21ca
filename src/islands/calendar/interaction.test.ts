// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPress, dayAt } from './interaction.ts';

const press = (type: 'pointerdown' | 'pointerup' | 'pointercancel') =>
  document.body.dispatchEvent(new PointerEvent(type, { bubbles: true }));

afterEach(() => vi.useRealTimers());

describe('afterPress (the calendar remounts with its interaction plugin only between presses)', () => {
  it('runs at once when nothing is pressed', () => {
    const run = vi.fn();
    afterPress(run);
    expect(run).toHaveBeenCalledOnce();
  });

  it('waits for the press to end, and for the task that delivers its click', () => {
    vi.useFakeTimers();
    press('pointerdown');
    const run = vi.fn();
    afterPress(run);
    expect(run).not.toHaveBeenCalled();
    press('pointerup');
    expect(run).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(run).toHaveBeenCalledOnce();
    // Released once: a later press does not run it again.
    press('pointerdown');
    press('pointerup');
    vi.runAllTimers();
    expect(run).toHaveBeenCalledOnce();
  });

  it('takes a cancelled press (a scroll took the finger) as ended', () => {
    vi.useFakeTimers();
    press('pointerdown');
    const run = vi.fn();
    afterPress(run);
    press('pointercancel');
    vi.runAllTimers();
    expect(run).toHaveBeenCalledOnce();
  });
});

describe('dayAt', () => {
  it('names the month-view day under a press, and nothing on an event or button', () => {
    document.body.innerHTML = '<div role="cell" data-date="2026-11-12"><span id="n">12</span><div role="button" id="ev">Review</div></div>';
    expect(dayAt(document.getElementById('n'))).toBe('2026-11-12');
    expect(dayAt(document.getElementById('ev'))).toBeNull();
    expect(dayAt(null)).toBeNull();
  });
});
