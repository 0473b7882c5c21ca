// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { swapWithoutViewTransitions } from './click-ahead.ts';
import { screenDataOfPath } from './page-swap.ts';

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe('screenDataOfPath', () => {
  it('reads the data keys of the menu link to a path; none for a path no link names', () => {
    const doc = parse(
      '<nav><a href="/fr/dashboard/" data-screen-data="order product">x</a><a href="/fr/apps/calendar/" data-screen-data="calendar">y</a><a href="/fr/pages-404/">z</a></nav>',
    );
    expect(screenDataOfPath(doc, '/fr/dashboard/')).toEqual(['order', 'product']);
    expect(screenDataOfPath(doc, '/fr/apps/calendar/')).toEqual(['calendar']);
    expect(screenDataOfPath(doc, '/fr/pages-404/')).toEqual([]);
    expect(screenDataOfPath(doc, '/apps/calendar/')).toEqual([]);
  });
});

describe('swapWithoutViewTransitions', () => {
  it('runs the update at once, with no capture first, and settles the promises the router reads', async () => {
    const doc = document.implementation.createHTMLDocument('');
    swapWithoutViewTransitions(doc);
    const order: string[] = [];
    const transition = doc.startViewTransition(() => void order.push('update'));
    order.push('called');
    await transition.updateCallbackDone;
    await transition.finished;
    expect(order).toEqual(['called', 'update']);

    const failing = doc.startViewTransition(() => Promise.reject(new Error('swap failed')));
    await expect(failing.updateCallbackDone).rejects.toThrow('swap failed');
    await expect(failing.finished).resolves.toBeUndefined();
  });
});
