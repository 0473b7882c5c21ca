import { afterEach, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.useRealTimers();
  vi.resetModules();
});

const fresh = () => import('./page-data.ts');

/** Whether `promise` has settled once pending callbacks have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

it('resolves at once when the page started no data', async () => {
  vi.useFakeTimers();
  const { afterPageData } = await fresh();
  expect(await settled(afterPageData())).toBe(true);
});

it("waits for the page's data to answer, and goes on after a failure too", async () => {
  vi.useFakeTimers();
  const { afterPageData, holdForPageData } = await fresh();
  let answer!: () => void;
  holdForPageData(new Promise<void>((done) => (answer = done)));
  const waiting = afterPageData();
  expect(await settled(waiting)).toBe(false);
  answer();
  expect(await settled(waiting)).toBe(true);

  let fail!: (error: Error) => void;
  holdForPageData(new Promise<void>((_, reject) => (fail = reject)));
  const afterFailure = afterPageData();
  expect(await settled(afterFailure)).toBe(false);
  fail(new Error('503'));
  expect(await settled(afterFailure)).toBe(true);
});

it('waits no longer than its limit for an answer that does not come', async () => {
  vi.useFakeTimers();
  const { afterPageData, holdForPageData } = await fresh();
  holdForPageData(new Promise<void>(() => undefined));
  const waiting = afterPageData(4000);
  await vi.advanceTimersByTimeAsync(3999);
  expect(await settled(waiting)).toBe(false);
  await vi.advanceTimersByTimeAsync(1);
  expect(await settled(waiting)).toBe(true);
});
