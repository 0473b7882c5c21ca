import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** What the fake backend's stored state depends on: the sample data, the schemas and resources, and the code that lays the state out. */
const SOURCES = [
  { dir: 'src/content/data', keep: (name: string) => name.endsWith('.json') },
  { dir: 'src/schemas', keep: (name: string) => name.endsWith('.ts') && !name.endsWith('.test.ts') },
  { dir: 'src/resources', keep: (name: string) => name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.includes('.gen.') },
  { dir: 'src/mocks', keep: (name: string) => ['db.ts', 'sessions.ts', 'notifications.ts'].includes(name) },
  { dir: 'src/mocks/start', keep: (name: string) => name === 'persist.ts' },
];

/**
 * A short hash of every file the stored demo state depends on. Any change to them gives a new version, and
 * browsers holding state of the old one start again from the new sample data instead of reading rows that no
 * longer match the schemas.
 */
export function demoDataVersion(root: string): string {
  const hash = createHash('sha256');
  for (const { dir, keep } of SOURCES) {
    if (!existsSync(join(root, dir))) continue;
    for (const name of readdirSync(join(root, dir)).filter(keep).sort()) {
      hash.update(`${dir}/${name}\0`);
      hash.update(readFileSync(join(root, dir, name)));
    }
  }
  return hash.digest('base64url').slice(0, 16);
}

export const DEMO_DATA_VERSION_ID = 'virtual:stride/demo-data-version';
const RESOLVED_ID = `\0${DEMO_DATA_VERSION_ID}`;

/** Serves `virtual:stride/demo-data-version` (`export const DEMO_DATA_VERSION`), computed when the build or dev server loads it. */
export function demoDataVersionPlugin(getRoot: () => string): Plugin {
  return {
    name: 'stride:demo-data-version',
    resolveId: (id) => (id === DEMO_DATA_VERSION_ID ? RESOLVED_ID : null),
    load: (id) => (id === RESOLVED_ID ? `export const DEMO_DATA_VERSION = ${JSON.stringify(demoDataVersion(getRoot()))};` : null),
  };
}
