import { closeSync, mkdirSync, openSync, readFileSync, realpathSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';

/**
 * PGlite is Postgres inside one process: two processes on one data directory each think they own it and corrupt it
 * (the same ids handed out twice, acknowledged rows lost). The lock file `<dir>.lock`, created with O_EXCL, holds the
 * owner's pid; a lock whose process is gone (a kill -9, a crash) is stale and taken over. The lock is named after
 * the directory's real path, so a symlink (or `..` in the path) to a directory another process holds finds its lock.
 */
export class DataDirLockedError extends Error {
  readonly dir: string;
  readonly pid: number;
  readonly lockFile: string;

  constructor(dir: string, pid: number, lockFile: string) {
    super(
      `${dir} is in use by another process (pid ${pid}). PGlite serves one process per data directory: stop that ` +
        `process, or give this one its own PGLITE_DIR, or use a Postgres server (DATABASE_URL) for several processes. ` +
        `If no such process runs, delete ${lockFile}.`,
    );
    this.name = 'DataDirLockedError';
    this.dir = dir;
    this.pid = pid;
    this.lockFile = lockFile;
  }
}

export interface DataDirLock {
  lockFile: string;
  /** Removes the lock file (only while it is still this process's). */
  release(): void;
}

interface Owner {
  pid: number;
}

/** The pid on the lock's first line (the host and start time follow, for people reading it). */
function readOwner(lockFile: string): Owner | null {
  try {
    const value = Number(readFileSync(lockFile, 'utf8').split('\n')[0]);
    return Number.isInteger(value) && value > 0 ? { pid: value } : null;
  } catch {
    return null;
  }
}

/** Lock files this process holds: a second open of the same directory here is refused too. */
const held = new Set<string>();

/** Whether a process with this pid runs here (EPERM: it runs, as another user). Our own pid is a restarted container's leftover. */
function isAlive(pid: number): boolean {
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function tryCreate(lockFile: string): boolean {
  try {
    const fd = openSync(lockFile, 'wx');
    try {
      writeSync(fd, `${process.pid}\n${hostname()}\n${new Date().toISOString()}\n`);
    } finally {
      closeSync(fd);
    }
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * The directory's path with every symlink followed. A directory not created yet has the real path of its nearest
 * existing parent, followed by the names still to create.
 */
export function realDirPath(path: string): string {
  const absolute = resolve(path);
  try {
    return realpathSync(absolute);
  } catch (error) {
    const parent = dirname(absolute);
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || parent === absolute) throw error;
    return join(realDirPath(parent), basename(absolute));
  }
}

/** Takes the data directory for this process, or throws DataDirLockedError naming the process that holds it. */
export function lockDataDir(dataDir: string): DataDirLock {
  const dir = realDirPath(dataDir);
  const lockFile = `${dir}.lock`;
  mkdirSync(dirname(lockFile), { recursive: true });
  if (held.has(lockFile)) throw new DataDirLockedError(dir, process.pid, lockFile);
  for (let attempt = 0; attempt < 3; attempt++) {
    if (tryCreate(lockFile)) return ownLock(lockFile);
    const owner = readOwner(lockFile);
    // A lock being written this instant has no pid yet: look again.
    if (owner && isAlive(owner.pid)) throw new DataDirLockedError(dir, owner.pid, lockFile);
    if (owner) removeIfSame(lockFile, owner.pid);
  }
  const owner = readOwner(lockFile);
  throw new DataDirLockedError(dir, owner?.pid ?? 0, lockFile);
}

function removeIfSame(lockFile: string, pid: number): void {
  if (readOwner(lockFile)?.pid !== pid) return;
  try {
    unlinkSync(lockFile);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

function ownLock(lockFile: string): DataDirLock {
  held.add(lockFile);
  const release = () => {
    if (!held.delete(lockFile)) return;
    process.off('exit', release);
    removeIfSame(lockFile, process.pid);
  };
  // However the process ends (but kill -9, which the next start detects), the lock goes with it.
  process.on('exit', release);
  return { lockFile, release };
}
