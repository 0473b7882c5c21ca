// The task board on the fake backend: the cases of task-board-cases.ts, signed in as the demo account.
import { DEMO_USER } from './screens-helpers.ts';
import { boardCases } from './task-board-cases.ts';

boardCases(
  async (browser, baseURL, viewport) => {
    // A phone's width comes with a touch screen (the long-press drag).
    const context = await browser.newContext({ baseURL, ...(viewport ? { viewport, hasTouch: viewport.width < 640 } : {}) });
    await context.addInitScript((user) => sessionStorage.setItem('stride:user', JSON.stringify(user)), DEMO_USER);
    return context;
  },
  { watchFromSameContext: true },
);
