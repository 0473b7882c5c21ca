import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { definitionFiles, resourceFiles, resourceRegistrySource, writeScreenRegistry } from './generate-screen-registry.mjs';

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

/** A src/resources/ of its own, with define.ts and index.ts beside the resource files (which are not resources). */
function resourcesDir(lists: readonly string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'stride-resources-'));
  dirs.push(dir);
  writeFileSync(join(dir, 'define.ts'), 'export function defineResource() {}\n');
  writeFileSync(join(dir, 'index.ts'), 'export {};\n');
  mkdirSync(join(dir, 'shared'));
  writeFileSync(join(dir, 'shared', 'fields.ts'), 'export {};\n');
  for (const name of lists)
    writeFileSync(
      join(dir, `${name}.ts`),
      `import { defineResource } from './define.ts';\nexport default defineResource({ list: '${name}' });\n`,
    );
  return dir;
}

const list = (group: string, position: number, name: string) =>
  `import ${name} from '../../resources/${name}.ts';\nimport { defineListScreen } from '../define.ts';\nexport default defineListScreen({ id: '${name}', group: '${group}', position: ${position}, resource: ${name} });\n`;
const custom = (group: string, position: number) =>
  `import { defineCustomScreen } from '../define.ts';\nexport default defineCustomScreen({ id: 'x', group: '${group}', position: ${position} });\n`;

describe('the generated screen registry', () => {
  it('lists the definitions by menu group, then position; the resources by list name, each with a loader', () => {
    const dir = screensDir({
      'hr/staff.ts': list('hr', 10, 'staff'),
      'ecommerce/orders.ts': list('ecommerce', 20, 'order'),
      'ecommerce/products.ts': list('ecommerce', 10, 'product'),
      'dashboards/overview.ts': custom('dashboards', 10),
      'ecommerce/orders.test.ts': 'not a definition',
    });
    const resources = resourcesDir(['staff', 'order', 'product']);
    expect(writeScreenRegistry(dir, resources)).toBe(true);
    const source = readFileSync(join(dir, 'registry.gen.ts'), 'utf8');
    const order = [...source.matchAll(/^ {2}(\w+),$/gm)].map((m) => m[1]);
    expect(order).toEqual(['dashboardsOverview', 'ecommerceProducts', 'ecommerceOrders', 'hrStaff']);
    expect(source).not.toContain('orders.test');
    const registry = readFileSync(join(resources, 'registry.gen.ts'), 'utf8');
    expect([...registry.matchAll(/^ {2}(\w+),$/gm)].map((m) => m[1])).toEqual(['order', 'product', 'staff']);
    expect(registry).toContain("import order from './order.ts';");
    expect(registry).not.toMatch(/define|index|shared/);
  });

  it('writes nothing when nothing changed, so a dev server does not reload', () => {
    const dir = screensDir({ 'hr/staff.ts': list('hr', 10, 'staff') });
    const resources = resourcesDir(['staff']);
    expect(writeScreenRegistry(dir, resources)).toBe(true);
    const written = statSync(join(dir, 'registry.gen.ts')).mtimeMs;
    expect(writeScreenRegistry(dir, resources)).toBe(false);
    expect(statSync(join(dir, 'registry.gen.ts')).mtimeMs).toBe(written);
  });

  it('says which file is wrong: no position, a computed group, an unknown group, a resource without a literal list, a list twice', () => {
    const resources = resourcesDir([]);
    const noPosition = screensDir({ 'hr/staff.ts': "export default defineListScreen({ group: 'hr' });\n" });
    expect(() => writeScreenRegistry(noPosition, resources)).toThrow(/src\/screens\/hr\/staff\.ts: .*position/);
    const computed = screensDir({ 'hr/staff.ts': 'const g = "hr";\nexport default defineListScreen({ group: g, position: 1 });\n' });
    expect(() => writeScreenRegistry(computed, resources)).toThrow(/hr\/staff\.ts.*literals/);
    const unknown = screensDir({ 'hr/staff.ts': custom('marketing', 10) });
    expect(() => writeScreenRegistry(unknown, resources)).toThrow(/unknown menu group "marketing"/);
    writeFileSync(join(resources, 'staff.ts'), "const name = 'staff';\nexport default defineResource({ list: name });\n");
    expect(() => writeScreenRegistry(screensDir({}), resources)).toThrow(/src\/resources\/staff\.ts: .*literal/);
    expect(() =>
      resourceRegistrySource([
        { file: 'x.ts', list: 'same' },
        { file: 'y.ts', list: 'same' },
      ]),
    ).toThrow(/list "same"/);
  });

  it('lets two screens show one resource', () => {
    const dir = screensDir({ 'hr/staff.ts': list('hr', 10, 'staff'), 'hr/staff-cards.ts': list('hr', 20, 'staff') });
    expect(writeScreenRegistry(dir, resourcesDir(['staff']))).toBe(true);
    expect(readFileSync(join(dir, 'registry.gen.ts'), 'utf8')).toContain("from './hr/staff-cards.ts';");
  });

  it('imports every definition file of the project', () => {
    const registry = readFileSync(new URL('../src/screens/registry.gen.ts', import.meta.url), 'utf8');
    const files = definitionFiles();
    expect(files.length).toBeGreaterThan(30);
    for (const file of files) expect(registry).toContain(`from './${file}';`);
    const resources = readFileSync(new URL('../src/resources/registry.gen.ts', import.meta.url), 'utf8');
    expect(resourceFiles().length).toBeGreaterThan(15);
    for (const file of resourceFiles()) expect(resources).toContain(`from './${file}';`);
  });
});
