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

type Samples = { [N in ListName]: ItemOf<N>[] };
// Object.fromEntries loses the pairing of each list name with its row type; the keys are LIST_NAMES, all of them.
export const SAMPLE_ROWS = Object.fromEntries(LIST_NAMES.map((name) => [name, sampleRows(name)])) as Samples;
