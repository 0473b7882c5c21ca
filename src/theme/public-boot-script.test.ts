import { describe, expect, it } from 'vitest';
import { AFTER_PAINT_ATTRIBUTE, publicBootScript, SCRIPTS_READY_ATTRIBUTE, WEBFONT_SESSION_KEY } from './public-boot-script.ts';

/** Runs the inline script against a fake document, storage and event loop; returns what it did and the hooks to drive it. */
function run({
  stored = null as string | null,
  storageThrows = false,
  modules = [] as string[],
  failing = [] as string[],
  visibilityState = 'visible',
  readyState = 'interactive',
} = {}) {
  const classes = new Set<string>();
  const attributes = new Map<string, string>();
  const saved = new Map<string, string>();
  const imported: string[] = [];
  const paintObservers: (() => void)[] = [];
  const loadListeners: (() => void)[] = [];
  const parsedListeners: (() => void)[] = [];
  const templates = modules.map((src) => ({ getAttribute: (name: string) => (name === AFTER_PAINT_ATTRIBUTE ? src : null) }));
  const document = {
    visibilityState,
    readyState,
    addEventListener: (type: string, listener: () => void) => type === 'DOMContentLoaded' && parsedListeners.push(listener),
    documentElement: { classList: { add: (c: string) => classes.add(c) }, setAttribute: (k: string, v: string) => attributes.set(k, v) },
    querySelectorAll: (selector: string) => (selector === `template[${AFTER_PAINT_ATTRIBUTE}]` ? templates : []),
  };
  const sessionStorage = {
    getItem: (k: string) => {
      if (storageThrows) throw new Error('blocked');
      return k === WEBFONT_SESSION_KEY ? stored : null;
    },
    setItem: (k: string, v: string) => {
      if (storageThrows) throw new Error('blocked');
      saved.set(k, v);
    },
  };
  const addEventListener = (type: string, listener: () => void) => type === 'load' && loadListeners.push(listener);
  class PerformanceObserver {
    constructor(private readonly callback: (list: unknown, observer: { disconnect(): void }) => void) {}
    observe(options: { type: string }) {
      if (options.type === 'paint') paintObservers.push(() => this.callback([], { disconnect: () => undefined }));
    }
  }
  const importModule = (src: string) => {
    imported.push(src);
    return failing.includes(src) ? Promise.reject(new Error(`cannot load ${src}`)) : Promise.resolve({});
  };
  // The script's `import(...)` is the page's dynamic import; here it is handed in under the name `__import`.
  const source = publicBootScript().replaceAll('import(', '__import(');
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the script ships as a string inlined in the page; running that string is the test
  new Function('document', 'sessionStorage', 'addEventListener', 'PerformanceObserver', '__import', source)(
    document,
    sessionStorage,
    addEventListener,
    PerformanceObserver,
    importModule,
  );
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  /** The browser reports the first paint. */
  const paint = async () => {
    paintObservers.forEach((notify) => notify());
    await settle();
  };
  const parsed = async () => {
    document.readyState = 'interactive';
    parsedListeners.forEach((l) => l());
    await settle();
  };
  const load = async () => {
    loadListeners.forEach((l) => l());
    await settle();
  };
  return { classes, attributes, saved, imported, paint, parsed, load };
}

describe('public boot script', () => {
  it('imports the page scripts only after the first paint, then marks the page ready', async () => {
    const page = run({ modules: ['/_astro/a.js', '/_astro/b.js'] });
    expect(page.imported).toEqual([]);
    await page.paint();
    expect(page.imported).toEqual(['/_astro/a.js', '/_astro/b.js']);
    expect(page.attributes.get(SCRIPTS_READY_ATTRIBUTE)).toBe('');
  });

  it('marks a page whose script failed to load, so nothing waits for it forever', async () => {
    const page = run({ modules: ['/_astro/gone.js'], failing: ['/_astro/gone.js'] });
    const unhandled = new Promise((resolve) => process.once('unhandledRejection', resolve));
    await page.paint();
    await unhandled;
    expect(page.attributes.get(SCRIPTS_READY_ATTRIBUTE)).toBe('failed');
  });

  it('waits for the end of the page when it painted before the parser reached the scripts', async () => {
    const page = run({ modules: ['/_astro/a.js'], readyState: 'loading' });
    await page.paint();
    expect(page.imported).toEqual([]);
    await page.parsed();
    expect(page.imported).toEqual(['/_astro/a.js']);
  });

  it('starts the scripts of a page opened in a background tab once it has loaded', async () => {
    const page = run({ modules: ['/_astro/a.js'], visibilityState: 'hidden' });
    await page.load();
    expect(page.imported).toEqual(['/_astro/a.js']);
    await page.paint();
    expect(page.imported).toEqual(['/_astro/a.js']);
  });

  // A page with nothing to fetch may load before its first paint: Inter waits for both, in either order.
  it.each([
    ['paint', 'load'],
    ['load', 'paint'],
  ] as const)('switches to Inter after the %s and the %s, and remembers it for the visit', async (first, second) => {
    const page = run();
    await page[first]();
    expect(page.classes.has('webfont')).toBe(false);
    await page[second]();
    expect(page.classes.has('webfont')).toBe(true);
    expect(page.saved.get(WEBFONT_SESSION_KEY)).toBe('1');
  });

  it('switches before the first paint on a later page of the same visit', () => {
    expect(run({ stored: '1' }).classes.has('webfont')).toBe(true);
  });

  it('still switches after load when session storage is blocked', async () => {
    const page = run({ storageThrows: true });
    await page.paint();
    await page.load();
    expect(page.classes.has('webfont')).toBe(true);
  });
});
