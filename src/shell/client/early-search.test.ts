import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { earlySearchScript, isSearchShortcut, takeOverEarlySearch } from './early-search.ts';

type Listener = (event: Partial<KeyboardEvent>) => void;

/** Runs the head script against a window and document of its own; returns them and a way to press a key. */
function page() {
  const listeners = new Set<Listener>();
  const document = {
    addEventListener: (_type: string, listener: Listener) => listeners.add(listener),
    removeEventListener: (_type: string, listener: Listener) => listeners.delete(listener),
  };
  const window: Record<string, unknown> = {};
  runInNewContext(earlySearchScript(), { window, document });
  const press = (key: string, mods: Partial<KeyboardEvent> = { ctrlKey: true }) => {
    let prevented = false;
    for (const l of listeners) l({ key, ...mods, preventDefault: () => void (prevented = true) });
    return prevented;
  };
  return { window, listeners, press };
}

describe('the early search shortcut', () => {
  it('keeps Ctrl+K pressed before the palette hydrates, and hands over once', () => {
    const { window, listeners, press } = page();
    expect(press('k')).toBe(true);
    expect(takeOverEarlySearch(window)).toBe(true);
    expect(listeners.size).toBe(0);
    expect(takeOverEarlySearch(window)).toBe(false);
  });

  it('ignores other keys and says nothing was pressed', () => {
    const { window, press } = page();
    expect(press('j')).toBe(false);
    expect(press('k', { altKey: true, ctrlKey: true })).toBe(false);
    expect(takeOverEarlySearch(window)).toBe(false);
  });

  it('knows Cmd+K and Ctrl+K, with either case', () => {
    expect(isSearchShortcut({ metaKey: true, ctrlKey: false, altKey: false, key: 'K' })).toBe(true);
    expect(isSearchShortcut({ metaKey: false, ctrlKey: false, altKey: false, key: 'k' })).toBe(false);
  });
});
