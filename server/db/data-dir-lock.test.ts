import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';

const dirs: string[] = [];
function freshDir(): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'stride-lock-')), 'pglite');
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(join(dir, '..'), { recursive: true, force: true });
});

describe('the PGlite data directory lock', () => {
  it('writes this pid into <dir>.lock and removes it on release', () => {
    const dir = freshDir();
    const lock = lockDataDir(dir);
    expect(lock.lockFile).toBe(`${dir}.lock`);
    expect(readFileSync(lock.lockFile, 'utf8').split('\n')[0]).toBe(String(process.pid));
    lock.release();
    expect(existsSync(lock.lockFile)).toBe(false);
  });

  it('refuses a second lock in the same process, naming the directory and the pid', () => {
    const dir = freshDir();
    const lock = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(new RegExp(`${dir}.*pid ${process.pid}`));
    lock.release();
    lockDataDir(dir).release();
  });

  it('refuses while another live process holds it', async () => {
    const dir = freshDir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(`${dir}.lock`, `${other.pid}\nelsewhere\n`);
      let error: unknown;
      try {
        lockDataDir(dir);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(DataDirLockedError);
      expect((error as DataDirLockedError).pid).toBe(other.pid);
      expect(readFileSync(`${dir}.lock`, 'utf8')).toContain(String(other.pid));
    } finally {
      other.kill('SIGKILL');
    }
  });

  it('takes over a stale lock whose process is gone (a kill -9)', async () => {
    const dir = freshDir();
    const other = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => other.on('exit', resolve));
    writeFileSync(`${dir}.lock`, `${other.pid}\n`);
    const lock = lockDataDir(dir);
    expect(readFileSync(lock.lockFile, 'utf8').split('\n')[0]).toBe(String(process.pid));
    lock.release();
  });

  it('refuses a symlink to a directory this process holds, and one through a symlinked parent', () => {
    const dir = freshDir();
    mkdirSync(dir);
    const lock = lockDataDir(dir);
    const link = join(dir, '..', 'link');
    symlinkSync(dir, link);
    expect(() => lockDataDir(link)).toThrow(DataDirLockedError);
    const parentLink = join(dir, '..', 'parent-link');
    symlinkSync(join(dir, '..'), parentLink);
    expect(() => lockDataDir(join(parentLink, 'pglite'))).toThrow(DataDirLockedError);
    lock.release();
    const throughLink = lockDataDir(link);
    expect(throughLink.lockFile).toBe(`${dir}.lock`);
    throughLink.release();
  });

  it('refuses a symlink to a directory another live process holds', () => {
    const dir = freshDir();
    mkdirSync(dir);
    const link = join(dir, '..', 'link');
    symlinkSync(dir, link);
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(`${dir}.lock`, `${other.pid}\nelsewhere\n`);
      expect(() => lockDataDir(link)).toThrow(new RegExp(`pid ${other.pid}`));
      expect(existsSync(`${link}.lock`)).toBe(false);
    } finally {
      other.kill('SIGKILL');
    }
  });

  it('locks a directory not created yet under the real path of its parent', () => {
    const dir = freshDir();
    const parentLink = join(dir, '..', 'parent-link');
    symlinkSync(join(dir, '..'), parentLink);
    const lock = lockDataDir(join(parentLink, 'pglite', 'nested'));
    expect(lock.lockFile).toBe(join(dir, 'nested.lock'));
    expect(() => lockDataDir(join(dir, 'nested'))).toThrow(DataDirLockedError);
    lock.release();
  });
});
