// @vitest-environment happy-dom
import { afterEach, expect, it, vi } from 'vitest';
import { act, useState } from 'react';

// React's test mode for act(), as Testing Library sets it.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
  document.body.innerHTML = '';
});

async function islandModule() {
  const { I18nIsland, useTranslation } = await import('./react.tsx');
  const { provideIslandMessages } = await import('./island-messages.ts');
  function Counter() {
    const { t } = useTranslation();
    const [count, setCount] = useState(0);
    return <button onClick={() => setCount(count + 1)}>{`${t('common.save')} ${count}`}</button>;
  }
  const Island = () => (
    <I18nIsland locale="zh">
      <Counter />
    </I18nIsland>
  );
  return { Island, provideIslandMessages };
}

it("keeps the server's HTML while the language's words load, then hydrates with them", async () => {
  const words = { common: { save: '保存' } };
  // The build: words handed over, the island rendered to HTML.
  const server = await islandModule();
  server.provideIslandMessages('zh', words);
  const { renderToString } = await import('react-dom/server');
  const html = renderToString(<server.Island />);
  expect(html).toContain('保存 0');

  // The browser: a fresh module state, the words still on their way.
  vi.resetModules();
  let deliver!: () => void;
  vi.stubGlobal('fetch', () => new Promise<Response>((done) => (deliver = () => done(new Response(JSON.stringify(words))))));
  const browser = await islandModule();
  const { hydrateRoot } = await import('react-dom/client');
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  // A mismatch between the server's HTML and the first render in the browser would come here.
  const mismatch = vi.fn();
  await act(async () => {
    hydrateRoot(container, <browser.Island />, { onRecoverableError: mismatch });
  });
  const button = container.querySelector('button');
  expect(button?.textContent).toBe('保存 0');
  button?.click();
  expect(container.querySelector('button')?.textContent).toBe('保存 0');

  await act(async () => {
    deliver();
    await new Promise((turn) => setTimeout(turn, 0));
  });
  expect(container.querySelector('button')).toBe(button);
  await act(async () => button?.click());
  expect(button?.textContent).toBe('保存 1');
  expect(mismatch).not.toHaveBeenCalled();
  // React's test-mode notice about the Suspense retry that the words' arrival schedules is not an error of the page.
  const pageErrors = errors.mock.calls.filter(([message]) => !String(message).includes('not wrapped in act'));
  expect(pageErrors).toEqual([]);
});
