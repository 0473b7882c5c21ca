// @vitest-environment happy-dom
import type { TransitionBeforePreparationEvent } from 'astro:transitions/client';
import { expect, it, vi } from 'vitest';
import { SESSION_KEY } from '../../api/session.ts';
import { provideScreenDataStarter } from '../../stores/screen-data-starter.ts';
import { installPageSwap } from './page-swap.ts';

function preparation(path: string, loader: () => Promise<void>): TransitionBeforePreparationEvent {
  const event = new Event('astro:before-preparation', { cancelable: true });
  const fields = { from: new URL(location.href), to: new URL(`${path}?rows=50`, location.href), signal: new AbortController().signal };
  return Object.assign(event, fields, { formData: undefined, newDocument: document, loader }) as TransitionBeforePreparationEvent;
}

it("starts the data in the click's own task when a screen of the page provided the starter, without the click-ahead code", async () => {
  sessionStorage.setItem(SESSION_KEY, '{}');
  document.body.innerHTML = '<a href="/apps/hr/employees/" data-screen="employees" data-screen-data="employee">Employees</a>';
  const starter = vi.fn();
  provideScreenDataStarter(starter);
  const loadClickAhead = vi.fn(() => new Promise<never>(() => undefined));
  installPageSwap(loadClickAhead);

  const routerLoader = vi.fn(() => Promise.resolve());
  const event = preparation('/apps/hr/employees/', routerLoader);
  document.dispatchEvent(event);
  expect(starter).toHaveBeenCalledExactlyOnceWith(['employee'], '?rows=50');
  // The page still loads the router's way, and the swap does not wait for the click-ahead code.
  await event.loader();
  expect(routerLoader).toHaveBeenCalledOnce();
  expect(loadClickAhead).not.toHaveBeenCalled();
});
