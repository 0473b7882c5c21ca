// @vitest-environment happy-dom
import type { TransitionBeforePreparationEvent } from 'astro:transitions/client';
import { expect, it, vi } from 'vitest';
import { installMoveData, screenDataOfPath, startPageData } from './move-data.ts';
import { afterPageData } from '../../stores/page-data.ts';

/** The router's preparation event as far as the listener reads and writes it. */
function preparation(path: string, loader: () => Promise<void>): TransitionBeforePreparationEvent {
  const event = new Event('astro:before-preparation', { cancelable: true });
  return Object.assign(event, { to: new URL(path, location.href), loader }) as TransitionBeforePreparationEvent;
}

const links = `
  <a href="/apps/hr/employees/" data-screen-data="employee">Employees</a>
  <a href="/apps/ecommerce/orders/" data-screen-data="order customer" data-screen-sort="-orderDate">Orders</a>
  <a href="/apps/">Overview</a>`;

it('reads the data keys and the default order from the link to the path', () => {
  document.body.innerHTML = links;
  expect(screenDataOfPath(document, '/apps/ecommerce/orders/')).toEqual({ keys: ['order', 'customer'], sort: '-orderDate' });
  expect(screenDataOfPath(document, '/apps/hr/employees/')).toEqual({ keys: ['employee'] });
  expect(screenDataOfPath(document, '/apps/')).toEqual({ keys: [] });
});

it("starts the new screen's data with the move; the swap waits for the requests to leave, the page loads the router's way", async () => {
  document.body.innerHTML = links;
  const start = vi.fn();
  let loaded!: () => void;
  const load = vi.fn(() => new Promise<typeof start>((done) => (loaded = () => done(start))));
  installMoveData(load);

  const routerLoader = vi.fn(() => Promise.resolve());
  const event = preparation('/apps/ecommerce/orders/?rows=50', routerLoader);
  document.dispatchEvent(event);
  let prepared = false;
  const preparing = event.loader().then(() => (prepared = true));
  await new Promise((turn) => setTimeout(turn, 10));
  expect(routerLoader).toHaveBeenCalledOnce();
  expect(prepared).toBe(false);
  loaded();
  await preparing;
  expect(start).toHaveBeenCalledExactlyOnceWith(['order', 'customer'], '?rows=50', '-orderDate');

  // A screen that names no data, and a move the shell sent to a full page load, start nothing.
  const overview = preparation('/apps/', routerLoader);
  document.dispatchEvent(overview);
  expect(overview.loader).toBe(routerLoader);
  const refused = preparation('/apps/hr/employees/', routerLoader);
  refused.preventDefault();
  document.dispatchEvent(refused);
  expect(refused.loader).toBe(routerLoader);
  expect(load).toHaveBeenCalledOnce();
});

it("starts the loaded page's data, with its query, by the link to it; a page that names none starts nothing", async () => {
  document.body.innerHTML = links;
  const start = vi.fn();
  history.replaceState(null, '', '/apps/hr/employees/?q=ada');
  await startPageData(() => Promise.resolve(start));
  expect(start).toHaveBeenCalledExactlyOnceWith(['employee'], '?q=ada', undefined);

  history.replaceState(null, '', '/apps/');
  const load = vi.fn(() => Promise.resolve(start));
  await startPageData(load);
  expect(load).not.toHaveBeenCalled();
});

it("holds less urgent requests until the loaded page's data has answered", async () => {
  document.body.innerHTML = links;
  history.replaceState(null, '', '/apps/hr/employees/');
  let answer!: () => void;
  const start = vi.fn(() => new Promise<void>((done) => (answer = done)));
  const started = startPageData(() => Promise.resolve(start));
  const order: string[] = [];
  const waiting = afterPageData(60_000).then(() => order.push('bell'));
  await vi.waitFor(() => expect(start).toHaveBeenCalledOnce());
  await new Promise((done) => setTimeout(done, 20));
  expect(order).toEqual([]);
  order.push('rows');
  answer();
  await Promise.all([started, waiting]);
  expect(order).toEqual(['rows', 'bell']);
});
