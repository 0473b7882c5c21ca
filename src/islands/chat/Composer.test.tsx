// @vitest-environment happy-dom
// The composer's files: chosen ones shown as chips (removable), refused ones said by name in the page's language with
// the typed text kept, a message of files alone sendable, an image pasted taken as a file.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import ar from '../../../public/assets/i18n/ar.json';
import en from '../../../public/assets/i18n/en.json';
import { I18nIsland } from '../../i18n/react.tsx';
import type { Locale } from '../../i18n/locales.ts';

beforeEach(() => {
  // happy-dom has no object URLs; a thumbnail only needs a string.
  URL.createObjectURL = vi.fn(() => 'blob:thumb');
  URL.revokeObjectURL = vi.fn();
});
afterEach(cleanup);

let conversationId = 6;
/** Mounts a composer, each test for a conversation of its own (the store keeps the drafts and files by conversation). */
async function mount(locale: Locale = 'en') {
  conversationId += 1;
  const { Composer } = await import('./Composer.tsx');
  const { chatStore } = await import('../../stores/screens/chat.ts');
  const messages = locale === 'en' ? en : ar;
  render(
    <I18nIsland locale={locale} messages={{ chat: messages.chat, errors: messages.errors }}>
      <Composer conversationId={conversationId} />
    </I18nIsland>,
  );
  return chatStore;
}

const choose = async (...files: File[]) =>
  act(async () => {
    fireEvent.change(document.querySelector<HTMLInputElement>('input[type=file]')!, { target: { files } });
  });
const pdf = new File(['%PDF-1.4'], 'report.pdf', { type: 'application/pdf' });

describe('the composer with files', () => {
  it('shows a chosen file as a chip that can be removed; files without text can be sent', async () => {
    const chatStore = await mount();
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toHaveProperty('disabled', true);
    await choose(pdf);
    const chips = screen.getByRole('list', { name: '1 file to send' });
    expect(chips.textContent).toContain('report.pdf');
    expect(send).toHaveProperty('disabled', false);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Remove report.pdf' })));
    expect(chatStore.$state.get().pendingFiles[conversationId]).toEqual([]);
    expect(send).toHaveProperty('disabled', true);
  });

  it('says a refused file by name and keeps what was typed and the files taken', async () => {
    const chatStore = await mount();
    const field = screen.getByRole('textbox', { name: 'Write a message' });
    await act(async () => fireEvent.change(field, { target: { value: 'Kept words' } }));
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'scan.pdf', { type: 'application/pdf' });
    const page = new File(['<p>'], 'page.html', { type: 'text/html' });
    await choose(pdf, big, page);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('scan.pdf is larger than 10 MB.');
    expect(alert.textContent).toContain('page.html cannot be sent');
    expect(chatStore.$state.get().drafts[conversationId]).toBe('Kept words');
    expect(chatStore.$state.get().pendingFiles[conversationId]?.map((f) => f.name)).toEqual(['report.pdf']);
  });

  it('takes a pasted image as a file, and leaves pasted text as text', async () => {
    const chatStore = await mount();
    const shot = new File([new Uint8Array(8)], 'image.png', { type: 'image/png' });
    const field = screen.getByRole('textbox', { name: 'Write a message' });
    await act(async () => void fireEvent.paste(field, { clipboardData: { files: [shot], getData: () => '' } }));
    expect(chatStore.$state.get().pendingFiles[conversationId]?.map((f) => f.name)).toEqual(['image.png']);
    // Text: the browser's own paste goes on (not prevented), no file is added.
    let notPrevented = false;
    await act(async () => void (notPrevented = fireEvent.paste(field, { clipboardData: { files: [], getData: () => 'words' } })));
    expect(notPrevented).toBe(true);
    expect(chatStore.$state.get().pendingFiles[conversationId]).toHaveLength(1);
  });

  it("counts the chosen files with the language's plural forms (Arabic)", async () => {
    await mount('ar');
    await choose(pdf, new File(['x'], 'b.txt', { type: 'text/plain' }));
    expect(screen.getByRole('list', { name: 'ملفان للإرسال' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'إزالة b.txt' })).toBeTruthy();
  });
});
