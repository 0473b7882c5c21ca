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

  // Both backends answer a route without `auth: true` to anyone. The calls that may be made without signing in are
  // written out here, so that a route left public by a forgotten flag fails this test instead of passing review.
  it('need a bearer token, except the calls made before signing in', () => {
    const open = allRoutes().filter((route) => !route.auth);
    expect(open.map((route) => route.operationId).sort()).toEqual(
      [
        'health',
        'authenticate',
        'register',
        'resetPassword',
        'confirmPasswordReset',
        'subscribeNewsletter',
        'subscribeLaunchAlert',
        // An `<img>` cannot send a bearer; the url's 128 random bits keep an upload from being guessed.
        'getUpload',
      ].sort(),
    );
    expect(open.filter((route) => route.permission)).toEqual([]);
  });
});
