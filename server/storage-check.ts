import { access, constants, stat } from 'node:fs/promises';
import type { ServerConfig } from './config.ts';

/** A folder the server writes to, and its name in /healthz's message. */
export interface WritableDir {
  name: string;
  path: string;
}

/** The folders `npm run api` writes to: PGlite's data directory (when on disk) and the upload folder. */
export function writableDirsOf(config: Pick<ServerConfig, 'databaseUrl' | 'dataDir' | 'uploadDir' | 's3'>): WritableDir[] {
  const pglite = !config.databaseUrl && !config.dataDir.startsWith('memory://');
  // With the S3 driver the upload folder is not used: the bucket is checked by the uploads themselves.
  return [
    ...(pglite ? [{ name: 'data directory', path: config.dataDir }] : []),
    ...(config.s3 ? [] : [{ name: 'upload directory', path: config.uploadDir }]),
  ];
}

/** Why a folder cannot take files (missing, not a folder, not writable), or undefined when it can. */
export async function directoryProblem({ name, path }: WritableDir): Promise<string | undefined> {
  try {
    if (!(await stat(path)).isDirectory()) return `The ${name} is not a directory`;
    // A read-only mount answers EROFS here, even to root.
    await access(path, constants.W_OK);
    return undefined;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code === 'ENOENT' || code === 'ENOTDIR' ? `The ${name} is missing` : `The ${name} is not writable`;
  }
}

/** The first problem of the folders, or undefined when each is there and writable. */
export async function storageProblem(dirs: readonly WritableDir[]): Promise<string | undefined> {
  for (const dir of dirs) {
    const problem = await directoryProblem(dir);
    if (problem) return problem;
  }
  return undefined;
}
