// The chat with a conversation of 10,000 messages on the fake backend build (dist/): the time to open it (navigation
// to its newest message on screen) and the longest frame while the view is scrolled up through 2,000 messages with the
// mouse wheel (older pages read on the way). The conversation is the fake backend's own (`/apps/chat/?messages=10000`
// adds it once, in the browser's fake-backend data); the fake latency is set to 0 ms so the figures are the page's work.
// Used by `npm run bench -- --only=chat`; alone: `BASE_URL=http://127.0.0.1:4321 node bench/chat.mjs` (prints JSON).
import { chromium } from '@playwright/test';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** The longest frame while scrolling up should stay under this (a frame at 20 fps: the list still follows the wheel). */
export const CHAT_FRAME_BUDGET_MS = 50;
const MESSAGES = 10_000;
const SCROLLED = 2_000;
const OPEN_RUNS = 5;
const SCROLL_RUNS = 3;
/** Px per wheel step, one step a frame. */
const WHEEL_PX = 400;
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

/** Adds the long conversation (first visit of `?messages=`), and answers its id and its newest message's id. */
async function seedConversation(page, origin) {
  await page.goto(`${origin}/apps/chat/?messages=${MESSAGES}`);
  const title = `Synthetic: ${MESSAGES} messages`;
  await page
    .getByRole('list', { name: 'Conversations' })
    .getByRole('button', { name: new RegExp(title) })
    .waitFor({ timeout: 180_000 });
  return page.evaluate(
    async ({ title, token }) => {
      const headers = { Authorization: `Bearer ${token}` };
      const list = await (await fetch('/app/conversations', { headers })).json();
      const { id } = list.items.find((c) => c.title === title);
      const newest = await (await fetch(`/app/conversations/${id}/messages?limit=1`, { headers })).json();
      return { id, lastId: newest.items[0].id };
    },
    { title, token: FAKE_USER.token },
  );
}

/** From the navigation's start to the newest message on screen (in the message box's view), then the frame that paints it. */
async function openTime(page, url, lastId) {
  await page.goto(url);
  await page.waitForFunction(
    (key) => {
      const row = document.querySelector(`li[data-key="${key}"]`);
      const box = row?.closest('[role="region"]');
      if (!row || !box) return false;
      const r = row.getBoundingClientRect();
      const b = box.getBoundingClientRect();
      return r.bottom <= b.bottom + 1 && r.top >= b.top - 1;
    },
    `m${lastId}`,
    { polling: 'raf', timeout: 120_000 },
  );
  return page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(() => done(performance.now())))));
}

/** Frame lengths (rAF deltas) and long animation frames from now until `stopFrames`. */
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

function stopFrames(page) {
  return page.evaluate(() => {
    window.__frames.running = false;
    const { deltas, loaf } = window.__frames;
    const sorted = deltas.slice(1).sort((a, b) => a - b);
    return {
      longestFrameMs: sorted.at(-1),
      p95FrameMs: sorted[Math.floor(sorted.length * 0.95)],
      frames: deltas.length,
      longAnimationFrames: loaf.length,
      longestLoafMs: Math.max(0, ...loaf),
    };
  });
}

/** The id of the first message in the box's view. */
const topMessageId = (page) =>
  page.evaluate(() => {
    const box = document.querySelector('[role="region"][tabindex]');
    const top = box.getBoundingClientRect().top;
    const row = [...box.querySelectorAll('li[data-key^="m"]')].find((li) => li.getBoundingClientRect().bottom > top);
    return row ? Number(row.dataset.key.slice(1)) : Infinity;
  });

/** Scrolls up with the wheel, a step a frame, until the message `SCROLLED` before the newest is in view. */
async function scrollUp(page, lastId) {
  const box = await page.locator('[role="region"][tabindex]').boundingBox();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await watchFrames(page);
  const started = Date.now();
  let steps = 0;
  while ((await topMessageId(page)) > lastId - SCROLLED) {
    if (Date.now() - started > 300_000) throw new Error('scrolling up did not reach the 2,000th message in 5 minutes');
    await page.mouse.wheel(0, -WHEEL_PX);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done())));
    steps++;
  }
  const frames = await stopFrames(page);
  return { ...frames, steps, seconds: (Date.now() - started) / 1000 };
}

/** Measures the chat; `origin` serves a fake-backend build (dist/). */
export async function measureChat({ origin, openRuns = OPEN_RUNS, scrollRuns = SCROLL_RUNS }) {
  const browser = await chromium.launch({ ...(CHROME ? { executablePath: CHROME } : {}), args: FLAGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addInitScript((user) => {
      sessionStorage.setItem('stride:user', JSON.stringify(user));
      localStorage.setItem('stride:fake-latency-ms', '0');
    }, FAKE_USER);
    const page = await context.newPage();
    const seedStart = Date.now();
    const { id, lastId } = await seedConversation(page, origin);
    const seedSeconds = (Date.now() - seedStart) / 1000;
    const url = `${origin}/apps/chat/?c=${id}`;
    const opens = [];
    const scrolls = [];
    for (let i = 0; i < Math.max(openRuns, scrollRuns); i++) {
      const opened = await openTime(page, url, lastId);
      if (i < openRuns) opens.push(opened);
      if (i < scrollRuns) scrolls.push(await scrollUp(page, lastId));
    }
    return {
      messages: MESSAGES,
      scrolled: SCROLLED,
      openRuns,
      scrollRuns,
      seedSeconds,
      openMs: Math.round(median(opens)),
      openMsAll: opens.map(Math.round),
      longestFrameMs: Math.round(median(scrolls.map((s) => s.longestFrameMs))),
      longestFrameMsAll: scrolls.map((s) => Math.round(s.longestFrameMs)),
      p95FrameMs: Math.round(median(scrolls.map((s) => s.p95FrameMs))),
      longestLoafMs: Math.round(median(scrolls.map((s) => s.longestLoafMs))),
      scrollSeconds: Math.round(median(scrolls.map((s) => s.seconds)) * 10) / 10,
    };
  } finally {
    await browser.close();
  }
}

export function renderChat(r) {
  return (
    `a conversation of ${r.messages.toLocaleString('en-US')} messages (fake backend, latency 0 ms, 1440 px): opened in ` +
    `**${r.openMs} ms** (navigation to the newest message on screen, median of ${r.openRuns}); the longest frame while ` +
    `scrolling up through ${r.scrolled.toLocaleString('en-US')} messages with the mouse wheel (${WHEEL_PX} px a frame, ` +
    `older pages read on the way, ${r.scrollSeconds} s) **${r.longestFrameMs} ms** (rAF deltas, median of ${r.scrollRuns}: ` +
    `${r.longestFrameMsAll.join(', ')}; 95th percentile ${r.p95FrameMs} ms; longest long-animation-frame ` +
    `${r.longestLoafMs} ms; goal ${CHAT_FRAME_BUDGET_MS} ms)`
  );
}

export function chatMisses(r) {
  return r.longestFrameMs > CHAT_FRAME_BUDGET_MS
    ? [`chat scroll: longest frame ${r.longestFrameMs} ms (budget ${CHAT_FRAME_BUDGET_MS} ms)`]
    : [];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const origin = process.env.BASE_URL ?? 'http://127.0.0.1:4321';
  console.log(JSON.stringify(await measureChat({ origin }), null, 2));
}
