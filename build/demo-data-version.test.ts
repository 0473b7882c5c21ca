import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { demoDataVersion } from './demo-data-version.ts';

let root: string;

/** A project tree with one file of each kind the version depends on. */
function project(): string {
  root = mkdtempSync(join(tmpdir(), 'demo-version-'));
  for (const dir of ['src/content/data', 'src/schemas', 'src/resources', 'src/mocks/start'])
    mkdirSync(join(root, dir), { recursive: true });
  writeFileSync(join(root, 'src/content/data/order.json'), '[{"id":1}]');
  writeFileSync(join(root, 'src/schemas/order.ts'), 'export const order = 1;');
  writeFileSync(join(root, 'src/resources/order.ts'), 'export default { list: 1 };');
  writeFileSync(join(root, 'src/mocks/db.ts'), 'export class FakeDb {}');
  writeFileSync(join(root, 'src/mocks/start/persist.ts'), 'export const key = 1;');
  return root;
}

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('demoDataVersion', () => {
  it('is stable for the same files', () => {
    const dir = project();
    expect(demoDataVersion(dir)).toMatch(/^[\w-]{16}$/);
    expect(demoDataVersion(dir)).toBe(demoDataVersion(dir));
  });

  it.each([
    ['the sample data', 'src/content/data/order.json', '[{"id":2}]'],
    ['a schema', 'src/schemas/order.ts', 'export const order = 2;'],
    ['the state layout', 'src/mocks/db.ts', 'export class FakeDb { x = 1 }'],
    ['a resource', 'src/resources/order.ts', 'export default { list: 2 };'],
    ['how the state is stored', 'src/mocks/start/persist.ts', 'export const key = 2;'],
    ['a new sample file', 'src/content/data/notifications.json', '[]'],
  ])('changes with %s', (_, file, text) => {
    const dir = project();
    const before = demoDataVersion(dir);
    writeFileSync(join(dir, file), text);
    expect(demoDataVersion(dir)).not.toBe(before);
  });

  it('ignores tests and other files', () => {
    const dir = project();
    const before = demoDataVersion(dir);
    writeFileSync(join(dir, 'src/schemas/order.test.ts'), 'test');
    writeFileSync(join(dir, 'src/mocks/handlers.ts'), 'x');
    expect(demoDataVersion(dir)).toBe(before);
  });
});
