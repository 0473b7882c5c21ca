// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import en from '../../../public/assets/i18n/en.json';
import ar from '../../../public/assets/i18n/ar.json';

/** What the mocked fake backend reports about its storage on start (none by default). */
const storage = vi.hoisted(() => ({ outcome: undefined as 'restored' | 'memory' | undefined }));
vi.mock('../../mocks/start/fake-backend-start.ts', () => ({
  startWorker: ({ onStorageFallback }: { onStorageFallback: (o: 'restored' | 'memory') => void }) => {
    if (storage.outcome) onStorageFallback(storage.outcome);
    return Promise.resolve();
  },
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.resetModules();
  storage.outcome = undefined;
});

async function mount(locale: 'en' | 'ar', messages: typeof en) {
  const { default: BackendNotice } = await import('./BackendNotice.tsx');
  const { provideIslandMessages } = await import('../../i18n/island-messages.ts');
  provideIslandMessages(locale, messages);
  await act(async () => {
    render(<BackendNotice locale={locale} />);
  });
}

describe('BackendNotice', () => {
  it('explains an insecure origin, translated', async () => {
    vi.stubGlobal('isSecureContext', false);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await mount('en', en);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(en.backend.title);
    expect(alert.textContent).toContain(en.backend.insecure);
  });

  it('explains missing service-worker support, in Arabic', async () => {
    vi.stubGlobal('isSecureContext', true);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await mount('ar', ar);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(ar.backend.unsupported);
  });

  it('shows nothing when the backend starts', async () => {
    vi.stubGlobal('isSecureContext', true);
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
    await mount('en', en);
    expect(screen.queryByRole('alert')).toBeNull();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it.each([
    ['restored', en.backend.restored],
    ['memory', en.backend.notKept],
  ] as const)('says when the stored demo data was %s, and can be dismissed', async (outcome, text) => {
    vi.stubGlobal('isSecureContext', true);
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
    storage.outcome = outcome;
    await mount('en', en);
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain(text);
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => screen.getByRole('button', { name: en.backend.dismiss }).click());
    expect(screen.queryByRole('status')).toBeNull();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });
});
