import { describe, expect, it, beforeAll, afterAll } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_ACCOUNT, DEMO_ACCOUNTS, FAKE_TOKEN } from '../../src/mocks/demo-account.ts';
import { buildWarnings, copyProject, root } from './project-copy.ts';

/**
 * PUBLIC_FAKE_BACKEND=false must build a site with no MSW code and no service worker.
 * Runs one real `astro build` of a copy of the project, so it is slow (about a minute on 2 cores).
 */
/**
 * Strings only the fake backend's code and data contain: MSW's own log prefix and worker file, the latency
 * override's storage key and the IndexedDB database, the demo accounts (one per role) and the fixed token, the sample notifications' ages, and the demo mailbox.
 */
const MARKERS = [
  '[MSW]',
  'mockServiceWorker',
  'fake-backend-worker',
  'stride:fake-latency-ms',
  'setupWorker',
  'stride-fake-backend',
  ...Object.values(DEMO_ACCOUNTS).map((account) => account.email),
  DEMO_ACCOUNT.password,
  FAKE_TOKEN,
  'minutesAgo',
  // The demo mailbox's storage key and event (src/mocks/demo-mail.ts): the pages show its mail only on the fake backend.
  'stride:demo-mail',
];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

describe('a build with PUBLIC_FAKE_BACKEND=false', () => {
  const project = copyProject('stride-no-fake-');
  const outDir = join(project, 'dist');
  let all: string[] = [];
  let output = '';

  beforeAll(() => {
    const build = spawnSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build'], {
      cwd: project,
      env: { ...process.env, PUBLIC_FAKE_BACKEND: 'false', PUBLIC_API_BASE_URL: 'https://api.example.com' },
      encoding: 'utf8',
      timeout: 280_000,
    });
    expect(build.status, build.stderr.slice(-2000)).toBe(0);
    output = build.stdout + build.stderr;
    all = files(outDir);
  }, 300_000);
  afterAll(() => rmSync(project, { recursive: true, force: true }), 120_000);

  it('prints no warning', () => {
    expect(output).toContain('Complete!');
    expect(buildWarnings(output)).toEqual([]);
  });

  it('the markers are real: MSW’s browser code and the handlers contain them', () => {
    const msw = readFileSync(join(root, 'node_modules/msw/lib/browser/index.mjs'), 'utf8');
    expect(msw).toContain('[MSW]');
    const settings = readFileSync(join(root, 'src/mocks/start/settings.ts'), 'utf8');
    expect(settings).toContain("'stride-fake-backend'");
    expect(settings).toContain("'stride:fake-latency-ms'");
    expect(readFileSync(join(root, 'src/content/data/notifications.json'), 'utf8')).toContain('minutesAgo');
    expect(readFileSync(join(root, 'src/mocks/demo-mail.ts'), 'utf8')).toContain("'stride:demo-mail'");
  });

  it('the login page neither shows nor pre-fills the demo account', () => {
    const login = readFileSync(join(outDir, 'auth/login/index.html'), 'utf8');
    expect(login).toContain('name="remember"');
    expect(login).not.toContain('data-demo-account');
    expect(login).not.toContain(DEMO_ACCOUNT.email);
  });

  it("has no service worker (MSW's, or the filter in front of it)", () => {
    expect(all.length).toBeGreaterThan(50);
    for (const worker of ['mockServiceWorker.js', 'fake-backend-worker.js']) {
      expect(existsSync(join(outDir, worker)), worker).toBe(false);
      expect(all.filter((f) => f.endsWith(worker))).toEqual([]);
    }
  });

  it('ships no MSW or handler code in any script or page', () => {
    const scripts = all.filter((f) => /\.(m?js|html)$/.test(f));
    expect(scripts.some((f) => f.endsWith('.js'))).toBe(true);
    const offenders = scripts.flatMap((f) => {
      const text = readFileSync(f, 'utf8');
      return MARKERS.filter((m) => text.includes(m)).map((m) => `${f.slice(outDir.length)}: ${m}`);
    });
    expect(offenders).toEqual([]);
  });

  it('ships no other file naming a demo account', () => {
    const emails = Object.values(DEMO_ACCOUNTS).map((account) => account.email);
    const offenders = all.filter((f) => /\.(json|txt|xml|css)$/.test(f) && emails.some((email) => readFileSync(f, 'utf8').includes(email)));
    expect(offenders).toEqual([]);
  });

  it('talks to PUBLIC_API_BASE_URL', () => {
    const js = all.filter((f) => f.endsWith('.js')).map((f) => readFileSync(f, 'utf8'));
    expect(js.some((text) => text.includes('https://api.example.com'))).toBe(true);
  });
});
