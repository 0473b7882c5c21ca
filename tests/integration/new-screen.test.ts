/**
 * `npm run new:screen -- ecommerce/suppliers --children=lines` end to end, in a throw-away copy of the project: the
 * scaffold touches exactly the files the README lists, the build succeeds, the screen exists in every locale (titled
 * in each language) and in the sidebar, its table shows the ten sample rows from the fake backend, and the reference
 * server serves them with their lines from the one migration. One scaffold and one build, so CI's time stays small.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { afterAll, describe, expect, it } from 'vitest';
import { conflictIn, filesFor, namesFor } from '../../tools/new-screen.mjs';
import { startServer } from '../../bench/serve.mjs';
import { LOCALES } from '../../src/i18n/locales.ts';
import { readmeScreenFiles, validNames } from '../../tools/readme-files.ts';
import { buildWarnings, copyProject, git } from './project-copy.ts';

const run = (cwd: string, args: string[]) => spawnSync(process.execPath, args, { cwd, encoding: 'utf8' });

describe('npm run new:screen', () => {
  const dir = copyProject('stride-new-screen-');
  // The copy holds a full build: removing it takes a while on a busy machine.
  afterAll(() => rmSync(dir, { recursive: true, force: true }), 120_000);

  // Five node processes: on a busy 2-core machine (the builds of `npm test` run beside it) that takes more than 20 s.
  it('refuses bad names and screens that exist', { timeout: 90_000 }, () => {
    for (const bad of ['suppliers', 'Ecommerce/suppliers', 'ecommerce/new_suppliers', 'ecommerce/-x', 'a/b/c']) {
      const result = run(dir, ['tools/new-screen.mjs', bad]);
      expect(result.status, bad).toBe(2);
      expect(result.stderr).toMatch(/<area>\/<name>|lower-case/);
    }
    expect(conflictIn(dir, namesFor('ecommerce/orders'))).toMatch(/exists already/);
    expect(conflictIn(dir, namesFor('hr/orders'))).toMatch(/already uses the id "orders"/);
    expect(git(dir, 'status', '--porcelain')).toBe('');
  });

  it(
    'adds a list screen with child rows that builds, is in every locale and the sidebar, and shows its ten rows',
    { timeout: 240_000 },
    async () => {
      const names = validNames('ecommerce/suppliers', pathToFileURL(`${dir}/`));
      const scaffold = run(dir, ['tools/new-screen.mjs', 'ecommerce/suppliers', '--children=lines']);
      expect(scaffold.stderr).not.toMatch(/Error/);
      expect(scaffold.status).toBe(0);
      expect(scaffold.stdout).toContain('menu.suppliers');
      expect(readFileSync(join(dir, 'src/resources/suppliers.ts'), 'utf8')).toContain(
        'children: { lines: { schema: supplierLineSchema, max: 50 } }',
      );
      const migration = readFileSync(join(dir, 'server/migrations', names.migration), 'utf8');
      expect(migration).toMatch(/create table list_suppliers \(/);
      expect(migration).toMatch(/create table list_suppliers_lines \(/);

      // Exactly the files the README lists.
      const touched = git(dir, 'status', '--porcelain', '--untracked-files=all')
        .split('\n')
        .filter(Boolean)
        .map((line) => line.slice(3))
        .sort();
      expect(touched).toEqual([...filesFor(names)].sort());
      expect(touched).toEqual(readmeScreenFiles(readFileSync(join(dir, 'README.md'), 'utf8'), names).sort());

      const build = run(dir, ['node_modules/astro/bin/astro.mjs', 'build']);
      expect(build.status, build.stderr.slice(-2000)).toBe(0);
      // With the fake backend (the other build, without it, is tests/integration/fake-backend-off.test.ts's).
      expect(buildWarnings(build.stdout + build.stderr)).toEqual([]);

      const titles = {
        en: 'Suppliers',
        es: 'Proveedores',
        de: 'Lieferanten',
        fr: 'Fournisseurs',
        it: 'Fornitori',
        ru: 'Поставщики',
        ja: '仕入先',
        zh: '供应商',
        ar: 'الموردون',
      };
      for (const locale of LOCALES) {
        const prefix = locale === 'en' ? '' : `/${locale}`;
        const page = readFileSync(join(dir, `dist${prefix}/apps/ecommerce/suppliers/index.html`), 'utf8');
        expect(page, locale).toContain(`<title>${titles[locale]}`);
        const orders = readFileSync(join(dir, `dist${prefix}/apps/ecommerce/orders/index.html`), 'utf8');
        expect(orders, locale).toContain(`href="${prefix}/apps/ecommerce/suppliers/"`);
      }

      const server = await startServer({ root: join(dir, 'dist'), port: 0 });
      const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox'] });
      try {
        const page = await browser.newPage();
        await page.addInitScript(() =>
          sessionStorage.setItem(
            'stride:user',
            JSON.stringify({
              id: 1,
              email: 'admin@stride.dev',
              username: 'admin',
              firstName: 'Alex',
              lastName: 'Morgan',
              token: 'stride-fake-jwt-token',
            }),
          ),
        );
        await page.goto(`http://127.0.0.1:${server.address().port}/apps/ecommerce/suppliers/`);
        await page.getByTestId('table-showing').filter({ hasText: 'Showing 1–10 of 10 Results' }).waitFor({ timeout: 60_000 });
        expect(await page.locator('main tbody tr').count()).toBe(10);
        expect(await page.locator('main tbody').innerText()).toContain('Alder & Co');
      } finally {
        await browser.close();
        server.close();
      }

      // The reference server applies the new migration and serves the list with its ten sample rows and their lines.
      const api = run(dir, [
        '--input-type=module',
        '-e',
        `import { createTestServer, signIn } from './server/test-server.ts';
       const server = await createTestServer();
       const token = await signIn(server);
       const read = async (path) => (await server.request(path, { headers: { Authorization: 'Bearer ' + token } })).json();
       console.log(JSON.stringify({ page: await read('/app/suppliers?page=1&pageSize=50'), row: await read('/app/suppliers/3') }));
       await server.close();`,
      ]);
      expect(api.status, api.stderr.slice(-2000)).toBe(0);
      const { page, row } = JSON.parse(api.stdout.trim().split('\n').at(-1) ?? '{}') as {
        page: { items: { name: string }[]; total: number };
        row: { name: string; lines: { id: number; description: string; quantity: number; amount: number }[] };
      };
      expect(page.total).toBe(10);
      expect(page.items.map((r) => r.name)).toContain('Alder & Co');
      // The third sample row has three lines, in their order.
      expect(row.name).toBe('Cedar Works');
      expect(row.lines.map((l) => l.quantity)).toEqual([1, 2, 3]);
    },
  );
});
