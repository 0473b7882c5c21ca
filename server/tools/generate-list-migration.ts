// Writes the next numbered migration, creating the tables of the lists named on the command line from their zod row
// schemas:  node server/tools/generate-list-migration.ts <list> [<list> …]
// Migrations already applied somewhere are never edited: a new list (or a changed field) is a new file.
import { readdirSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { listMigrationSql } from '../db/list-migration-sql.ts';
import { LIST_NAMES, type ListName } from '../../src/resources/index.ts';

const MIGRATIONS = new URL('../migrations/', import.meta.url);

/** `NNNN_list_<name>.sql`, numbered after the highest migration in `dir`. */
export function nextMigrationFile(dir: URL, names: readonly string[]): string {
  const numbers = readdirSync(dir)
    .map((file) => /^(\d{4})_/.exec(file)?.[1])
    .filter((n): n is string => n !== undefined)
    .map(Number);
  const next = String(Math.max(0, ...numbers) + 1).padStart(4, '0');
  return `${next}_list_${names.join('_')}.sql`;
}

export function writeListMigration(names: readonly ListName[], dir: URL = MIGRATIONS): string {
  const file = nextMigrationFile(dir, names);
  writeFileSync(new URL(file, dir), listMigrationSql(names));
  return file;
}

function main(args: string[]): number {
  const unknown = args.filter((name) => !(LIST_NAMES as readonly string[]).includes(name));
  if (!args.length || unknown.length) {
    console.error(unknown.length ? `Not a list: ${unknown.join(', ')}` : 'Name the new lists.');
    console.error('Usage: node server/tools/generate-list-migration.ts <list> [<list> …]');
    return 2;
  }
  console.log(`wrote server/migrations/${writeListMigration(args as ListName[])}`);
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) process.exitCode = main(process.argv.slice(2));
