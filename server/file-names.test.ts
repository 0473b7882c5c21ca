import { readdirSync } from 'node:fs';
import { basename } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every source file of the server (tests aside), as paths inside `server/`. */
function serverFiles(): string[] {
  const dir = new URL('.', import.meta.url);
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter(
    (path) => /\.(ts|mjs)$/.test(path) && !/\.(test|pg-test)\.ts$/.test(path) && !path.includes('node_modules'),
  );
}

describe('the server’s files', () => {
  it('each have a name no other server file has, so an import or a stack trace names one file', () => {
    const byName = new Map<string, string[]>();
    for (const path of serverFiles()) byName.set(basename(path), [...(byName.get(basename(path)) ?? []), path]);
    const twice = [...byName.values()].filter((paths) => paths.length > 1);
    expect(serverFiles().length).toBeGreaterThan(20);
    expect(twice).toEqual([]);
  });
});
