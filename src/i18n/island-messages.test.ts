// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.resetModules();
  document.head.innerHTML = '';
});

/** A fresh copy of the module: what it has loaded is per page visit. */
const fresh = () => import('./island-messages.ts');

function preloadLink(locale: string, href: string) {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('data-translations', locale);
  link.href = href;
  document.head.append(link);
}

const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

describe("an island's words", () => {
  it('are at hand, with no request, once handed over (the build does for every language)', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const { islandMessagesFor, provideIslandMessages } = await fresh();
    provideIslandMessages('fr', { common: { save: 'Enregistrer' } });
    expect(islandMessagesFor('fr')).toEqual({ common: { save: 'Enregistrer' } });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("come from the head's preloaded address, in one request per language however many islands ask", async () => {
    preloadLink('de', '/assets/i18n/islands/de.json?v=abc');
    const fetchMock = vi.fn(() => Promise.resolve(answer({ common: { save: 'Speichern' } })));
    vi.stubGlobal('fetch', fetchMock);
    const { islandMessagesFor } = await fresh();
    const first = islandMessagesFor('de');
    const second = islandMessagesFor('de');
    expect(first).toBeInstanceOf(Promise);
    expect(second).toBe(first);
    await expect(first).resolves.toEqual({ common: { save: 'Speichern' } });
    expect(islandMessagesFor('de')).toEqual({ common: { save: 'Speichern' } });
    expect(fetchMock).toHaveBeenCalledExactlyOnceWith(`${location.origin}/assets/i18n/islands/de.json?v=abc`);
  });

  it('come from the plain address on a page without the preload', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(answer({})));
    vi.stubGlobal('fetch', fetchMock);
    const { islandMessagesFor } = await fresh();
    await islandMessagesFor('ar');
    expect(fetchMock).toHaveBeenCalledExactlyOnceWith('/assets/i18n/islands/ar.json');
  });

  it('are asked again after a failure or an error status, until they come', async () => {
    vi.useFakeTimers();
    const fetchMock = vi
      .fn<() => Promise<Response>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(answer({}, 503))
      .mockResolvedValueOnce(answer({ common: { save: 'Salva' } }));
    vi.stubGlobal('fetch', fetchMock);
    const { islandMessagesFor } = await fresh();
    const words = islandMessagesFor('it');
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    // Back online: the next try comes at once instead of after the wait.
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await expect(words).resolves.toEqual({ common: { save: 'Salva' } });
  });
});
