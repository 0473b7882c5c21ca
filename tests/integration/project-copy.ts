/**
 * A throw-away copy of the project for the integration tests that build it. Astro writes its content store into the
 * project's own `.astro/` folder on every build (a temporary file renamed into place), so two builds of one folder at
 * once can fail with ENOENT; `npm test` builds `dist/` and `dist-api/` in the project while these tests run.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

export const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
export const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8' });

/**
 * The installed packages, hard-linked file by file (instant on one file system): Astro's compiler keys its
 * metadata by real path, and a symlinked node_modules makes the client router's script resolve to two
 * different paths. Across file systems, where hard links cannot be made, a symlink is the fallback.
 */
function linkNodeModules(from: string, to: string): void {
  if (spawnSync('cp', ['-al', from, to]).status !== 0) symlinkSync(from, to);
}

/**
 * The project as a clean clone would have it after `npm install` (tracked and new files, no build output, the
 * screen registry its postinstall writes), committed in a new repository.
 */
export function copyProject(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const files = git(root, 'ls-files', '-z', '--cached', '--others', '--exclude-standard').split('\0').filter(Boolean);
  for (const file of files) {
    if (!existsSync(join(root, file))) continue; // deleted in the working tree, not yet committed
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    cpSync(join(root, file), join(dir, file));
  }
  linkNodeModules(join(root, 'node_modules'), join(dir, 'node_modules'));
  execFileSync(process.execPath, ['tools/generate-screen-registry.mjs'], { cwd: dir });
  git(dir, 'init', '-q');
  git(dir, 'add', '-A');
  git(dir, '-c', 'user.name=test', '-c', 'user.email=test@example.com', 'commit', '-qm', 'clean clone');
  return dir;
}

/**
 * The warnings in a build's output: Astro prints its own and Vite's (Rollup's included) as `[WARN]` lines, Node its
 * own as `…Warning:`. A build prints none, so a new one is seen the day it appears instead of among forty others.
 */
export function buildWarnings(output: string): string[] {
  return stripVTControlCharacters(output)
    .split('\n')
    .filter((line) => /\[WARN\]|\w*Warning:/.test(line));
}
