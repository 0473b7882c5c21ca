// The long conversation's checks, shared by the chat specs of both backends: the message list is virtualised, reading
// back loads the page before the oldest without moving what is on screen, and a message arriving while the view is
// at the end is shown.
import { expect, type Page } from '@playwright/test';

const SLOW = { timeout: 30_000 };

/** The scroll box of the open conversation's messages. */
export const messageBox = (page: Page) => page.getByRole('region', { name: 'Messages' });

/** Px between the view's bottom and the end of the messages. */
export const distanceFromEnd = (page: Page) => messageBox(page).evaluate((box) => box.scrollHeight - box.scrollTop - box.clientHeight);

/** Waits for the view to stand at the newest message, and checks that fewer rows are in the DOM than were read. */
export async function expectAtEndVirtualised(page: Page, loaded: number) {
  await expect.poll(() => distanceFromEnd(page), SLOW).toBeLessThan(4);
  const rendered = await messageBox(page).locator('li').count();
  expect(rendered).toBeGreaterThan(3);
  expect(rendered).toBeLessThan(loaded);
}

interface Watch {
  /** Whether the older page came (the list grew) only after the row to watch was picked, and came at all. */
  pickedFirst: boolean;
  grew: boolean;
  /** How far the message first in view moved from where it was, in px, frame by frame (NaN: it left the DOM). */
  moves: number[];
  /** When each was taken, ms after the scroll. */
  times: number[];
}

/**
 * Scrolls to the top of the messages read so far; once the rows there are rendered, picks the first one in view and
 * watches it frame by frame until the older page has come and 30 frames more (10 s at most): it must not move. The
 * older page must take a while (the caller slows it), so the row is picked before it comes.
 */
export async function scrollUpAndWatch(page: Page): Promise<Watch> {
  return messageBox(page).evaluate(
    (box) =>
      new Promise<Watch>((done) => {
        const list = box.querySelector('ol')!;
        // A page of older messages adds thousands of px; a row measured at last, a few.
        const GREW_PX = 500;
        box.scrollTop = 0;
        const { top: boxTop, bottom: boxBottom } = box.getBoundingClientRect();
        const height = list.offsetHeight;
        // The message itself (the row's first part), not only its row: nothing in it may move either.
        const message = (row: HTMLElement) => row.firstElementChild ?? row;
        const moves: number[] = [];
        const times: number[] = [];
        let picked: { key: string; top: number } | undefined;
        let pickedFirst = false;
        let grewAt = -1;
        const started = performance.now();
        const pick = () => {
          const row = [...list.querySelectorAll<HTMLElement>('li[data-key]')].find((li) => {
            const top = li.getBoundingClientRect().top;
            return top >= boxTop && top < boxBottom;
          });
          if (row) {
            picked = { key: row.dataset.key!, top: message(row).getBoundingClientRect().top };
            pickedFirst = list.offsetHeight < height + GREW_PX;
          }
        };
        const frame = () => {
          if (!picked) pick();
          else {
            const row = list.querySelector<HTMLElement>(`li[data-key="${picked.key}"]`);
            moves.push(row ? message(row).getBoundingClientRect().top - picked.top : Number.NaN);
            times.push(Math.round(performance.now() - started));
            if (grewAt < 0 && list.offsetHeight > height + GREW_PX) grewAt = moves.length;
          }
          if ((grewAt >= 0 && moves.length > grewAt + 30) || performance.now() - started > 10_000)
            done({ pickedFirst, grew: grewAt >= 0, moves, times });
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );
}

/** Reading back brought the older page, and the row on screen stayed where it was (within a px) in every frame. */
export async function expectOlderWithoutJump(page: Page) {
  // A tab in the background gets few animation frames.
  await page.bringToFront();
  const watch = await scrollUpAndWatch(page);
  expect(watch.pickedFirst, 'a row in view was picked before the older page came').toBe(true);
  expect(watch.grew, 'the older page came').toBe(true);
  const worst = Math.max(...watch.moves.map((move) => (Number.isNaN(move) ? Infinity : Math.abs(move))));
  expect(worst, `moves frame by frame: ${watch.moves.map((m, i) => `${m.toFixed(1)}@${watch.times[i]}`).join(' ')}`).toBeLessThan(1.5);
}
