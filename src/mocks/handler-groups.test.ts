import { describe, expect, it } from 'vitest';
import { createFakeBackend, fakeBackendParts } from './handlers/index.ts';
import { LIST_NAMES } from '../resources/index.ts';

const routeOf = (h: { info: { method?: unknown; path?: unknown } }) => `${String(h.info.method)} ${String(h.info.path)}`;

describe("the fake backend's handlers, built in groups", () => {
  it('come one group per family of routes and per list (the browser yields to the page between groups), in the order of the whole set', () => {
    const { handlerGroups } = fakeBackendParts({ baseUrl: 'http://localhost', delayMs: 0 });
    // The account, calendar, … routes, a group each; one group per list; the catch-all of unknown lists last.
    const families = handlerGroups.length - LIST_NAMES.length - 1;
    expect(families).toBeGreaterThan(10);
    const built = handlerGroups.map((group) => group());
    for (const [i, name] of LIST_NAMES.entries()) {
      expect(built[families + i]!.map(routeOf).every((r) => r.includes(`/app/${name}`))).toBe(true);
    }
    expect(built.at(-1)!.map(routeOf)).toEqual(['GET http://localhost/app/:list']);
    const whole = createFakeBackend({ baseUrl: 'http://localhost', delayMs: 0 }).handlers.map(routeOf);
    expect(built.flat().map(routeOf)).toEqual(whole);
  });

  it('are built without recording a stack trace, and leave the stack trace limit as it was', () => {
    const before = Error.stackTraceLimit;
    const { handlerGroups } = fakeBackendParts({ baseUrl: 'http://localhost', delayMs: 0 });
    const handlers = handlerGroups.flatMap((group) => group());
    // MSW formats a stack for each handler's callFrame unless no frame is recorded.
    expect(handlers.filter((h) => h.info.callFrame !== undefined)).toEqual([]);
    expect(Error.stackTraceLimit).toBe(before);
  });
});
