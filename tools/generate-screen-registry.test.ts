import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { definitionFiles, registrySource, writeScreenRegistry } from './generate-screen-registry.mjs';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A src/screens/ of its own: define.ts with the group order, and the given definition files. */
function screensDir(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'stride-registry-'));
  dirs.push(dir);
  writeFileSync(join(dir, 'define.ts'), "export const SCREEN_GROUP_ORDER = ['dashboards', 'ecommerce', 'hr', 'account'] as const;\n");
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(join(dir, file.split('/')[0]!), { recursive: true });
    writeFileSync(join(dir, file), source);
  }
  return dir;
}

const list = (group: string, position: number, name: string) =>
  `import { defineListScreen } from '../define.ts';\nexport default defineListScreen({ id: '${name}', group: '${group}', position: ${position}, list: '${name}' });\n`;
const custom = (group: string, position: number) =>
  `import { defineCustomScreen } from '../define.ts';\nexport default defineCustomScreen({ id: 'x', group: '${group}', position: ${position} });\n`;

describe('the generated screen registry', () => {
  it('lists the definitions by menu group, then position, and gives each list a loader', () => {
    const dir = screensDir({
      'hr/staff.ts': list('hr', 10, 'staff'),
      'ecommerce/orders.ts': list('ecommerce', 20, 'order'),
      'ecommerce/products.ts': list('ecommerce', 10, 'product'),
      'dashboards/overview.ts': custom('dashboards', 10),
      'ecommerce/orders.test.ts': 'not a definition',
    });
    expect(writeScreenRegistry(dir)).toBe(true);
    const source = readFileSync(join(dir, 'registry.gen.ts'), 'utf8');
    const order = [...source.matchAll(/^ {2}(\w+),$/gm)].map((m) => m[1]);
    expect(order).toEqual(['dashboardsOverview', 'ecommerceProducts', 'ecommerceOrders', 'hrStaff']);
    expect(source).toContain("  order: () => import('./ecommerce/orders.ts'),");
    expect(source).not.toContain("overview.ts')");
    expect(source).not.toContain('orders.test');
  });

  it('writes nothing when nothing changed, so a dev server does not reload', () => {
    const dir = screensDir({ 'hr/staff.ts': list('hr', 10, 'staff') });
    expect(writeScreenRegistry(dir)).toBe(true);
    const written = statSync(join(dir, 'registry.gen.ts')).mtimeMs;
    expect(writeScreenRegistry(dir)).toBe(false);
    expect(statSync(join(dir, 'registry.gen.ts')).mtimeMs).toBe(written);
  });

  it('says which file is wrong: no position, a computed group, an unknown group, a list shown twice', () => {
    const noPosition = screensDir({ 'hr/staff.ts': "export default defineListScreen({ group: 'hr', list: 'staff' });\n" });
    expect(() => writeScreenRegistry(noPosition)).toThrow(/src\/screens\/hr\/staff\.ts: .*position/);
    const computed = screensDir({ 'hr/staff.ts': 'const g = "hr";\nexport default defineListScreen({ group: g, position: 1 });\n' });
    expect(() => writeScreenRegistry(computed)).toThrow(/hr\/staff\.ts.*literals/);
    const unknown = screensDir({ 'hr/staff.ts': custom('marketing', 10) });
    expect(() => writeScreenRegistry(unknown)).toThrow(/unknown menu group "marketing"/);
    expect(() =>
      registrySource(
        [
          { file: 'a/x.ts', group: 'hr', position: 1, list: 'same' },
          { file: 'a/y.ts', group: 'hr', position: 2, list: 'same' },
        ],
        ['hr'],
      ),
    ).toThrow(/list "same"/);
  });

  it('imports every definition file of the project', () => {
    const registry = readFileSync(new URL('../src/screens/registry.gen.ts', import.meta.url), 'utf8');
    const files = definitionFiles();
    expect(files.length).toBeGreaterThan(30);
    for (const file of files) expect(registry).toContain(`from './${file}';`);
  });
});
