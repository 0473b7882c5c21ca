// @vitest-environment happy-dom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useStore } from '@nanostores/react';
import { atom, type ReadableAtom } from 'nanostores';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useHydratedStore } from './use-hydrated-store.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Read = (store: ReadableAtom<number[]>) => number[];

/** A filter tab's count, as list screens show it: its attribute and text both come from the rows. */
function Count({ store, read }: { store: ReadableAtom<number[]>; read: Read }) {
  const rows = read(store);
  return <span data-count={rows.length}>{rows.length}</span>;
}

/** Server HTML rendered from a fresh store, then hydrated in a page whose store already holds rows. */
async function hydrateWithRowsHeld(read: Read) {
  const html = renderToString(<Count store={atom<number[]>([])} read={read} />);
  const store = atom<number[]>([]);
  store.set([1, 2, 3]);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const errors: unknown[] = [];
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
  await act(async () => {
    hydrateRoot(container, <Count store={store} read={read} />, { onRecoverableError: (e) => errors.push(e) });
  });
  consoleError.mockRestore();
  return { errors, text: container.textContent, count: container.querySelector('span')?.dataset.count };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('useHydratedStore', () => {
  it('hydrates without a mismatch when the store already holds data, then shows it', async () => {
    const result = await hydrateWithRowsHeld((s) => useHydratedStore(s));
    expect(result.errors).toEqual([]);
    expect(result.text).toBe('3');
    expect(result.count).toBe('3');
  });

  it('is needed: reading the store directly makes React report the mismatch', async () => {
    const result = await hydrateWithRowsHeld((s) => useStore(s));
    expect(result.errors.length).toBeGreaterThan(0);
  });
});
