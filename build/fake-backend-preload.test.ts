import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { preloadFakeBackend, preloadFakeBackendInBuild } from './fake-backend-preload.ts';

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

/** A build folder with `pages` (path -> HTML) and empty files named `chunks` in _astro/. */
async function build(pages: Record<string, string>, chunks: string[]): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'stride-preload-'));
  await mkdir(join(dir, '_astro'));
  for (const chunk of chunks) await writeFile(join(dir, '_astro', chunk), '');
  for (const [name, html] of Object.entries(pages)) {
    await mkdir(join(dir, name, '..'), { recursive: true });
    await writeFile(join(dir, name), html);
  }
  return dir;
}

describe('preloadFakeBackendInBuild', () => {
  const chunks = ['fake-backend.X1.js', 'contract.Y2.js', 'fake-backend-start.Z3.js', 'dashboard.W4.js'];

  it("adds the startup chunks (not the dashboard's) to every dashboard page", async () => {
    const dir = await build({ 'dashboard/index.html': dashboard, 'auth/login/index.html': '<html><body></body></html>' }, chunks);
    expect(await preloadFakeBackendInBuild(dir)).toBe(1);
    const html = await readFile(join(dir, 'dashboard/index.html'), 'utf8');
    expect(html.match(/rel="modulepreload"/g)).toHaveLength(3);
    expect(html).not.toContain('dashboard.W4.js');
  });

  it('fails the build when the chunks are missing (a build whose chunk names changed)', async () => {
    const dir = await build({ 'dashboard/index.html': dashboard }, ['dashboard.W4.js']);
    await expect(preloadFakeBackendInBuild(dir)).rejects.toThrow(/no fake-backend, fake-backend-start or contract chunk/);
  });

  it("fails the build when a dashboard page has no script tag of the dashboard's to put them by", async () => {
    const moved = dashboard.replace('Dashboard.astro', 'Shell.astro');
    const dir = await build({ 'dashboard/index.html': dashboard, 'apps/orders/index.html': moved }, chunks);
    await expect(preloadFakeBackendInBuild(dir)).rejects.toThrow(/changed nothing in 1 page\(s\).*apps\/orders/);
  });

  it('fails the build when no page is a dashboard page', async () => {
    const dir = await build({ 'index.html': '<html><body><main></main></body></html>' }, chunks);
    await expect(preloadFakeBackendInBuild(dir)).rejects.toThrow(/applies to no page/);
  });
});
