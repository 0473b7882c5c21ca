// Test helper: a dump of an empty PGlite cluster, for tests to start their in-memory databases from.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '../..');
const PGLITE_MANIFEST = join(ROOT, 'node_modules/@electric-sql/pglite/package.json');
const { version } = JSON.parse(readFileSync(PGLITE_MANIFEST, 'utf8')) as { version: string };
/** Kept with the other tools' caches; named by PGlite's version, whose dump format it is. */
const CACHE_FILE = join(ROOT, 'node_modules/.cache/stride', `pglite-${version}-empty-cluster.tar`);

let dump: Promise<Blob> | undefined;

/** Creates the cluster (PGlite's initdb, about 1.4 s) and writes its dump, by a rename so another test process reads it whole. */
async function createDump(): Promise<Blob> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const cluster = await PGlite.create({ extensions: { pg_trgm } });
  try {
    const blob = await cluster.dumpDataDir('none');
    mkdirSync(join(CACHE_FILE, '..'), { recursive: true });
    const partial = `${CACHE_FILE}.${process.pid}`;
    writeFileSync(partial, Buffer.from(await blob.arrayBuffer()));
    renameSync(partial, CACHE_FILE);
    return blob;
  } finally {
    await cluster.close();
  }
}

/**
 * A dump of a new, empty PGlite cluster (before any migration), made once and kept on disk for every test process:
 * loading it takes about 0.3 s where creating a cluster takes 1.4 s. Every test database still runs the migrations
 * and the seeds itself, so it is what `npm run api` would make.
 */
export function emptyCluster(): Promise<Blob> {
  dump ??= existsSync(CACHE_FILE) ? Promise.resolve(new Blob([readFileSync(CACHE_FILE)])) : createDump();
  return dump;
}
