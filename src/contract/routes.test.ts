import { describe, expect, it } from 'vitest';
import { allRoutes } from './routes.ts';

describe('the API routes', () => {
  // The fake backend's service worker (public/fake-backend-worker.js) sends a fetch() whose path ends with a slash to
  // the network as a page (every page's address does), so no API route may end with one.
  it('have paths that do not end with a slash', () => {
    const paths = allRoutes().map((route) => route.path);
    expect(paths.length).toBeGreaterThan(50);
    expect(paths.filter((path) => path.endsWith('/'))).toEqual([]);
  });
});
