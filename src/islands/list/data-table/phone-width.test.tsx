// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { CARD_QUERY, useCardLayout } from './phone-width.ts';

/** A matchMedia whose CARD_QUERY matches while `phone.matches` is true, telling its listeners of each change. */
function fakeWidth(matches: boolean) {
  const listeners = new Set<() => void>();
  const phone = {
    matches,
    set(next: boolean) {
      phone.matches = next;
      for (const listener of listeners) listener();
    },
  };
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return query === CARD_QUERY && phone.matches;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }));
  return { phone, listeners };
}

function Probe() {
  const cards = useCardLayout();
  return <span>{String(cards)}</span>;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useCardLayout', () => {
  it('is unknown in the server render, so a screen renders both layouts there', () => {
    fakeWidth(true);
    expect(renderToString(<Probe />)).toBe('<span>undefined</span>');
  });

  it('learns the width after the first render and follows its changes', async () => {
    const { phone, listeners } = fakeWidth(true);
    const { result, unmount } = renderHook(() => useCardLayout());
    expect(result.current).toBe(true);
    await act(async () => phone.set(false));
    expect(result.current).toBe(false);
    await act(async () => phone.set(true));
    expect(result.current).toBe(true);
    unmount();
    expect(listeners.size).toBe(0);
  });
});
