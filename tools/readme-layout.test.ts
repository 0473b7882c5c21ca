import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('..', import.meta.url);
const readme = readFileSync(new URL('README.md', root), 'utf8');

/** The paths named at the start of each line of the README's "Project layout" block. */
function layoutPaths(text: string): string[] {
  const block = /## Project layout\n\n```\n([\s\S]*?)```/.exec(text)?.[1];
  if (!block) throw new Error('README.md has no "## Project layout" code block');
  return block
    .split('\n')
    .filter((line) => /^\S/.test(line))
    .map((line) => line.split(/\s+/)[0] ?? '');
}

/** The folders of the repository at the top level and under src/, as git knows them. */
function trackedFolders(): string[] {
  const files = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).trim().split('\n');
  const folders = new Set<string>();
  for (const file of files) {
    const parts = file.split('/');
    if (parts.length > 1 && !parts[0]!.startsWith('.')) folders.add(`${parts[0]}/`);
    if (parts[0] === 'src' && parts.length > 2) folders.add(`src/${parts[1]}/`);
  }
  return [...folders].sort();
}

describe("the README's project layout", () => {
  const named = layoutPaths(readme);

  it('names only paths that exist', () => {
    expect(named.length).toBeGreaterThan(10);
    for (const path of named) expect(existsSync(new URL(path, root)), path).toBe(true);
  });

  it('names every top-level folder and every folder of src/', () => {
    const covered = (folder: string) => named.some((path) => path === folder || (folder.startsWith(path) && path.endsWith('/')));
    // src/ and tests/ are described by their folders.
    for (const folder of trackedFolders().filter((f) => f !== 'src/' && f !== 'tests/')) expect(covered(folder), folder).toBe(true);
  });

  it('fails on a block that names a missing path', () => {
    expect(layoutPaths('## Project layout\n\n```\nno-such-folder/  x\n```\n')).toEqual(['no-such-folder/']);
    expect(existsSync(new URL('no-such-folder/', root))).toBe(false);
  });
});
