/**
 * The sample rows of every list, `src/content/data/<list>.json`, parsed with its resource's schema and rules: the
 * rows the fake backend starts with, the contract cases post a copy of and the tests compare against. Read with
 * Vite's `import.meta.glob` (Vitest has it; server/tools/json-imports.ts stands in for it in plain Node). The reference
 * server's seed, which runs in plain Node without that hook, reads the same files with node:fs and the same row schema.
 */
import { listSchemas } from '../../schemas/index.ts';
import { LIST_NAMES, type ItemOf, type ListName } from '../index.ts';

const FILES = import.meta.glob<unknown>('../../content/data/*.json', { eager: true, import: 'default' });

/** The rows of list `name`, parsed with its schema: a JSON string becomes the enum literal the type promises. */
export function sampleRows<N extends ListName>(name: N): ItemOf<N>[] {
  const rows = FILES[`../../content/data/${name}.json`];
  if (rows === undefined) throw new Error(`No sample data for the list "${name}": add src/content/data/${name}.json`);
  return listSchemas(name).rows.parse(rows);
}

type Samples = { readonly [N in ListName]: ItemOf<N>[] };

/**
 * Every list's sample rows, each list parsed when first read and kept. Parsing all of them as the module loads was
 * the fake backend's longest start-up work on a page that reads one list (4 to 5 ms, 18 ms on a 4x slowed phone).
 */
export const SAMPLE_ROWS = {} as Samples;
for (const name of LIST_NAMES) {
  Object.defineProperty(SAMPLE_ROWS, name, {
    enumerable: true,
    get() {
      const rows = sampleRows(name);
      Object.defineProperty(SAMPLE_ROWS, name, { value: rows, enumerable: true });
      return rows;
    },
    configurable: true,
  });
}
