import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const json = (file: string) => JSON.parse(readFileSync(new URL(`../${file}`, import.meta.url), 'utf8')) as Record<string, unknown>;

/** npm install rewrites the lockfile when its root entry disagrees with package.json: a clean clone would show it changed. */
describe('package-lock.json', () => {
  const pkg = json('package.json') as { name: string; version: string; scripts?: Record<string, string> };
  const root = (json('package-lock.json') as { packages: Record<string, { name?: string; version?: string; hasInstallScript?: boolean }> })
    .packages[''];

  it('records the install scripts package.json has, as npm install writes it', () => {
    const hasInstallScript = ['preinstall', 'install', 'postinstall'].some((name) => pkg.scripts?.[name] !== undefined);
    expect(root?.hasInstallScript === true).toBe(hasInstallScript);
  });

  it('names the package and version package.json does', () => {
    expect([root?.name, root?.version]).toEqual([pkg.name, pkg.version]);
  });
});
