import { MESSAGES } from '../../contract/messages.ts';
import { referencesFrom, referencesTo, type ListName } from '../../resources/index.ts';
import type { FakeDb } from '../db.ts';
import { errorResponse } from './kit.ts';

/**
 * Where the fake backend enforces the resources' declared references (src/resources/define.ts), with the server's
 * answers: its foreign keys refuse a row naming nothing, and a delete or code change of a row that `restrict` rows name.
 */

type Row = Record<string, unknown> & { id: number };

const rowsOf = (db: FakeDb, name: ListName): Row[] => db.list(name) ?? [];

/** The 400 of row `value` of list `name` naming no row of the list its reference names; null when every one is there. */
export function missingReference(db: FakeDb, name: ListName, value: Record<string, unknown>): Response | null {
  for (const ref of referencesFrom(name)) {
    // A list absent from this fake backend (a test's) has nothing to check against.
    // A null (a `set null` field's) names no row.
    if (value[ref.field] === null || !db.list(ref.to) || rowsOf(db, ref.to).some((r) => r[ref.key] === value[ref.field])) continue;
    return errorResponse(400, MESSAGES.referenceMissing(ref.field, ref.to, String(value[ref.field])));
  }
  return null;
}

/**
 * The 400 of a delete of `stored` (`written` undefined), or of a change of its code to `written`'s, while rows of other
 * lists name it: through a `restrict` reference for a delete (naming it, or a row a `cascade` would delete with it, at
 * every depth, as the server's foreign keys refuse), through any for a change of the code. Null otherwise.
 */
export function stillReferenced(db: FakeDb, name: ListName, stored: Row, written?: Record<string, unknown>): Response | null {
  const found = written ? codeNamedBy(db, name, stored, written) : restrictingRows(db, name, stored);
  return found.length ? errorResponse(400, MESSAGES.referencedBy(found)) : null;
}

/** The ids of the rows of other lists naming `stored` of list `name` by the code `written` changes, by list. */
function codeNamedBy(db: FakeDb, name: ListName, stored: Row, written: Record<string, unknown>) {
  const found: { list: ListName; ids: number[] }[] = [];
  for (const ref of referencesTo(name)) {
    if (written[ref.key] === stored[ref.key]) continue;
    const ids = rowsOf(db, ref.from)
      .filter((r) => r[ref.field] === stored[ref.key])
      .map((r) => r.id)
      .sort((a, b) => a - b);
    if (ids.length) found.push({ list: ref.from, ids });
  }
  return found;
}

/**
 * The ids of the rows that refuse the delete of `stored` of list `name` through a `restrict` reference, by list in the
 * order the server names them: those naming it, and those naming a row a `cascade` would delete with it, level by level.
 */
function restrictingRows(db: FakeDb, name: ListName, stored: Row) {
  const found = new Map<ListName, Set<number>>();
  const seen = new Set<string>([`${name}:${stored.id}`]);
  for (let level = [{ name, rows: [stored] }]; level.length;) {
    const next: { name: ListName; rows: Row[] }[] = [];
    for (const parent of level) {
      for (const ref of referencesTo(parent.name).filter((r) => r.onDelete !== 'set null')) {
        const keys = new Set(parent.rows.map((r) => r[ref.key]));
        const naming = rowsOf(db, ref.from).filter((r) => r[ref.field] !== null && keys.has(r[ref.field]));
        if (ref.onDelete === 'restrict') {
          if (naming.length) found.set(ref.from, new Set([...(found.get(ref.from) ?? []), ...naming.map((r) => r.id)]));
          continue;
        }
        const fresh = naming.filter((r) => !seen.has(`${ref.from}:${r.id}`));
        for (const row of fresh) seen.add(`${ref.from}:${row.id}`);
        if (fresh.length) next.push({ name: ref.from, rows: fresh });
      }
    }
    level = next;
  }
  return [...found].map(([list, ids]) => ({ list, ids: [...ids].sort((a, b) => a - b) }));
}

/** A row a delete took along: deleted (`cascade`), or with its field `nulled` emptied (`set null`) at `version`. */
export interface TakenAlong {
  list: ListName;
  row: Row;
  nulled?: { field: string; version: number };
}

/**
 * Deletes the rows that `cascade` references delete with `stored` of list `name`, at every depth (the rows naming
 * those in turn), and empties the field of the rows a `set null` reference names them by, as the server's foreign keys
 * do; answers them (for their audit entries and live events).
 */
export function deleteCascading(db: FakeDb, name: ListName, stored: Row): TakenAlong[] {
  const taken: TakenAlong[] = [];
  for (let level = [{ name, rows: [stored] }]; level.length;) {
    const next: { name: ListName; rows: Row[] }[] = [];
    for (const parent of level) {
      for (const ref of referencesTo(parent.name).filter((r) => r.onDelete !== 'restrict')) {
        const keys = new Set(parent.rows.map((r) => r[ref.key]));
        const rows = rowsOf(db, ref.from);
        const naming = rows.filter((r) => r[ref.field] !== null && keys.has(r[ref.field]));
        if (!naming.length) continue;
        if (ref.onDelete === 'cascade') {
          db.setList(ref.from, rows.filter((r) => !naming.includes(r)) as never);
          for (const row of naming) db.forgetVersion(ref.from, row.id);
          taken.push(...naming.map((row) => ({ list: ref.from, row })));
          next.push({ name: ref.from, rows: naming });
          continue;
        }
        db.setList(ref.from, rows.map((r) => (naming.includes(r) ? { ...r, [ref.field]: null } : r)) as never);
        for (const row of naming) {
          taken.push({ list: ref.from, row, nulled: { field: ref.field, version: db.bumpVersion(ref.from, row.id) } });
        }
      }
    }
    level = next;
  }
  return taken;
}
