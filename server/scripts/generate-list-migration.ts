// Writes the migration that creates one table per list, from the zod row schemas. A new list or field means a NEW
// migration file (copy the statements it needs): migrations already applied somewhere are never edited.
import { writeFileSync } from 'node:fs';
import { listMigrationSql } from '../db/list-sql.ts';

const target = new URL(`../migrations/${process.argv[2] ?? '0002_lists.sql'}`, import.meta.url);
writeFileSync(target, listMigrationSql());
console.log(`wrote ${target.pathname}`);
