// The task board with 1,000 cards on the fake backend build (dist/): the time to open the board (navigation to every
// card on screen) and the longest frame while a card is dragged with the mouse across two columns. The cards are made
// through the API in the page (the fake backend's own handlers, as the board's "Add card" makes them), on a board of
// their own, in the browser's fake-backend data; the fake latency is set to 0 ms so the figures are the page's own work.
// Used by `npm run bench -- --only=board`; alone: `BASE_URL=http://127.0.0.1:4321 node bench/board.mjs` (prints JSON).
import { chromium } from '@playwright/test';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** The longest frame of the drag must stay under this (a frame at 20 fps: the drag still follows the hand). */
export const BOARD_FRAME_BUDGET_MS = 50;
const CARDS = 1_000;
const RUNS = 5;
const FAKE_USER = {
  id: 1,
  email: 'admin@stride.dev',
  username: 'admin',
  firstName: 'Alex',
  lastName: 'Morgan',
  token: 'stride-fake-jwt-token',
};
const CHROME = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => p && existsSync(p));
const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];

/** A board of `CARDS` cards over its five columns, made through the fake backend's API; answers its id. */
async function seedBoard(page) {
  return page.evaluate(
    async ({ cards, token }) => {
      const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` };
      const post = async (path, body) => {
        const res = await fetch(path, { method: 'POST', headers, body: JSON.stringify(body) });
        if (!res.ok) throw new Error(`${path}: ${res.status}`);
        return res.json();
      };
      const board = await post('/app/boards', { name: `Bench ${cards} cards` });
      const columns = board.columns.map((c) => c.id);
      // In batches: the fake backend answers one at a time anyway, but the page need not wait for each.
      for (let start = 0; start < cards; start += 50)
        await Promise.all(
          Array.from({ length: Math.min(50, cards - start) }, (_, i) =>
            post('/app/tasks', {
              boardId: board.id,
              columnId: columns[(start + i) % columns.length],
              title: `Bench card ${start + i + 1}`,
              labels: [{ name: 'bench', colour: 'blue' }],
              priority: 'medium',
            }),
          ),
        );
      return board.id;
    },
    { cards: CARDS, token: FAKE_USER.token },
  );
}

/**
 * From the navigation's start to the board drawn, in ms: its columns' counts saying every card and each column's cards
 * in its view on screen (a long column draws only those, and the ones near them), then the frame that paints them.
 */
async function openTime(page, url) {
  await page.goto(url);
  await page.waitForFunction(
    (n) => {
      const columns = [...document.querySelectorAll('section[data-column-id]')];
      const counted = columns.reduce((sum, c) => sum + Number(c.querySelector('[data-testid="wip"] [aria-hidden]')?.textContent ?? 0), 0);
      return counted >= n && columns.every((c) => c.querySelector('li[data-card-id]'));
    },
    CARDS,
    { polling: 'raf', timeout: 120_000 },
  );
  return page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(() => done(performance.now())))));
}

/** Frame lengths (rAF deltas) and long animation frames from now until `stop()`. */
function watchFrames(page) {
  return page.evaluate(() => {
    const w = window;
    w.__frames = { deltas: [], loaf: [], running: true };
    let last = performance.now();
    const tick = (now) => {
      w.__frames.deltas.push(now - last);
      last = now;
      if (w.__frames.running) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    try {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.__frames.loaf.push(entry.duration);
      }).observe({ type: 'long-animation-frame', buffered: false });
    } catch {
      // A browser without long-animation-frame entries: the rAF deltas alone.
    }
  });
}

async function stopFrames(page) {
  return page.evaluate(() => {
    window.__frames.running = false;
    const { deltas, loaf } = window.__frames;
    return {
      longestFrameMs: Math.max(...deltas.slice(1)),
      frames: deltas.length,
      longAnimationFrames: loaf.length,
      longestLoafMs: Math.max(0, ...loaf),
    };
  });
}

/** Drags the first card of the first column to the third column with the mouse, as a hand would, and drops it. */
async function dragAcross(page) {
  const card = page.locator('section[data-column-id]').nth(0).locator('li[data-card-id]').first();
  const target = page.locator('section[data-column-id]').nth(2);
  const cardId = await card.getAttribute('data-card-id');
  const from = await card.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('card or column not laid out');
  await page.mouse.move(from.x + from.width / 2, from.y + 10);
  await watchFrames(page);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + 14, { steps: 3 });
  // Across two columns in 40 steps, each after a frame, as a pointer's events come.
  const steps = 40;
  for (let i = 1; i <= steps; i++) {
    await page.mouse.move(from.x + ((to.x + 40 - from.x) * i) / steps, from.y + 14 + ((to.y + 60 - from.y) * i) / steps);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done())));
  }
  await page.mouse.up();
  // The drop's own render and the move's answer.
  await page.waitForTimeout(300);
  const frames = await stopFrames(page);
  // A drag that moved nothing would time nothing worth knowing.
  if ((await target.locator(`li[data-card-id="${cardId}"]`).count()) !== 1) throw new Error('the dragged card is not in the third column');
  return frames;
}

/** Measures the board; `origin` serves a fake-backend build (dist/). */
export async function measureBoard({ origin, runs = RUNS }) {
  const browser = await chromium.launch({ ...(CHROME ? { executablePath: CHROME } : {}), args: FLAGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addInitScript((user) => {
      sessionStorage.setItem('stride:user', JSON.stringify(user));
      localStorage.setItem('stride:fake-latency-ms', '0');
    }, FAKE_USER);
    const page = await context.newPage();
    await page.goto(`${origin}/apps/tasks/`);
    await page.locator('section[data-column-id]').first().waitFor({ timeout: 60_000 });
    const seedStart = Date.now();
    const boardId = await seedBoard(page);
    const seedSeconds = (Date.now() - seedStart) / 1000;
    const url = `${origin}/apps/tasks/?board=${boardId}`;
    const opens = [];
    const drags = [];
    for (let i = 0; i < runs; i++) {
      opens.push(await openTime(page, url));
      drags.push(await dragAcross(page));
    }
    return {
      cards: CARDS,
      runs,
      seedSeconds,
      openMs: Math.round(median(opens)),
      openMsAll: opens.map(Math.round),
      longestFrameMs: Math.round(median(drags.map((d) => d.longestFrameMs))),
      longestFrameMsAll: drags.map((d) => Math.round(d.longestFrameMs)),
      longestLoafMs: Math.round(median(drags.map((d) => d.longestLoafMs))),
      longAnimationFrames: median(drags.map((d) => d.longAnimationFrames)),
    };
  } finally {
    await browser.close();
  }
}

export function renderBoard(r) {
  return (
    `a board of ${r.cards.toLocaleString('en-US')} cards in 5 columns (fake backend, latency 0 ms, 1440 px): opened in ` +
    `**${r.openMs} ms** (navigation to every column drawn with the cards in its view, median of ${r.runs}); the longest frame while a card is dragged ` +
    `with the mouse across two columns **${r.longestFrameMs} ms** (rAF deltas; longest long-animation-frame ` +
    `${r.longestLoafMs} ms; budget ${BOARD_FRAME_BUDGET_MS} ms)`
  );
}

export function boardMisses(r) {
  return r.longestFrameMs > BOARD_FRAME_BUDGET_MS
    ? [`board drag: longest frame ${r.longestFrameMs} ms (budget ${BOARD_FRAME_BUDGET_MS} ms)`]
    : [];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const origin = (process.env.BASE_URL ?? 'http://127.0.0.1:4321').replace(/\/$/, '');
  console.log(JSON.stringify(await measureBoard({ origin }), null, 2));
}
