// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { Row } from '../../../screens/list-spec.ts';
import { REVEAL_MS, useRevealRow, type RevealRequest } from './use-reveal-row.ts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const rows = (n: number): Row[] => Array.from({ length: n }, (_, i) => ({ id: i + 1 }));
const all = (n: number) => Int32Array.from({ length: n }, (_, i) => i);

function setup(initial: { rows: Row[]; indexes: Int32Array; page?: number; paged?: boolean }) {
  const update = vi.fn();
  const onHidden = vi.fn();
  const hook = renderHook(
    ({ reveal, rows, indexes }: { reveal: RevealRequest | null; rows: Row[]; indexes: Int32Array }) =>
      useRevealRow(reveal, { rows, indexes, view: { page: initial.page ?? 1, size: 10 }, update, paged: initial.paged ?? false, onHidden }),
    { initialProps: { reveal: null as RevealRequest | null, rows: initial.rows, indexes: initial.indexes } },
  );
  return { ...hook, update, onHidden };
}

describe('useRevealRow: a row just added is shown', () => {
  it('moves to the page that holds it once the rows hold it, and marks it for a while', () => {
    vi.useFakeTimers();
    const { result, rerender, update } = setup({ rows: rows(10), indexes: all(10) });
    const reveal = { id: 11 };
    // The store has the row before the table's (deferred) rows do: nothing moves yet.
    rerender({ reveal, rows: rows(10), indexes: all(10) });
    expect(update).not.toHaveBeenCalled();
    rerender({ reveal, rows: rows(11), indexes: all(11) });
    expect(update).toHaveBeenCalledWith({ page: 2 });
    expect(result.current).toBe(11);
    act(() => {
      vi.advanceTimersByTime(REVEAL_MS);
    });
    expect(result.current).toBeNull();
    // Handled once: later renders with the same request do not move the view again.
    rerender({ reveal, rows: rows(11), indexes: all(11) });
    expect(update).toHaveBeenCalledTimes(1);
  });

  it("follows the view's order: a row sorted to the top of a list on page 2 goes to page 1", () => {
    const { result, rerender, update } = setup({ rows: rows(11), indexes: all(11), page: 2 });
    const sorted = Int32Array.from([10, ...all(10)]);
    rerender({ reveal: { id: 11 }, rows: rows(11), indexes: sorted });
    expect(update).toHaveBeenCalledWith({ page: 1 });
    expect(result.current).toBe(11);
  });

  it('of a list the backend pages, moves by the position the request carries, or says the row is left out', () => {
    const { result, rerender, update, onHidden } = setup({ rows: rows(10), indexes: all(10), paged: true });
    rerender({ reveal: { id: 4321, position: 57 }, rows: rows(10), indexes: all(10) });
    expect(update).toHaveBeenCalledWith({ page: 6 });
    expect(result.current).toBe(4321);
    rerender({ reveal: { id: 4322, position: null }, rows: rows(10), indexes: all(10) });
    expect(onHidden).toHaveBeenCalledOnce();
  });

  it('stays on the page that holds it already, and says so when the search or filter hides it', () => {
    const shown = setup({ rows: rows(5), indexes: all(5) });
    shown.rerender({ reveal: { id: 5 }, rows: rows(5), indexes: all(5) });
    expect(shown.update).not.toHaveBeenCalled();
    expect(shown.result.current).toBe(5);
    const hidden = setup({ rows: rows(5), indexes: all(4) });
    hidden.rerender({ reveal: { id: 5 }, rows: rows(5), indexes: all(4) });
    expect(hidden.onHidden).toHaveBeenCalledOnce();
    expect(hidden.result.current).toBeNull();
  });
});
