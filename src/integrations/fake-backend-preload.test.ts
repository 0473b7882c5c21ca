import { describe, expect, it } from 'vitest';
import { preloadFakeBackend } from './fake-backend-preload.ts';

const SCRIPT = '<script type="module" src="/_astro/Dashboard.astro_astro_type_script_index_0_lang.AbC.js"></script>';
const dashboard = `<html><head>${SCRIPT}</head><body><nav id="sidebar"></nav></body></html>`;

describe('preloadFakeBackend', () => {
  it("puts the fake backend's chunks next to the dashboard's script, at the same path", () => {
    const html = preloadFakeBackend(dashboard, ['fake-backend.X1.js', 'schemas.Y2.js']);
    expect(html).toContain(
      `${SCRIPT}<link rel="modulepreload" href="/_astro/fake-backend.X1.js"><link rel="modulepreload" href="/_astro/schemas.Y2.js">`,
    );
  });

  it('leaves pages without the sidebar (sign-in, public pages) and builds without the chunks as they are', () => {
    const login = `<html><head>${SCRIPT}</head><body><main></main></body></html>`;
    expect(preloadFakeBackend(login, ['fake-backend.X1.js'])).toBe(login);
    expect(preloadFakeBackend(dashboard, [])).toBe(dashboard);
  });
});
