import type { ListPage, ListQuery } from '../../contract/list-query.ts';
import { forEachSyntheticRow } from '../synthetic.ts';
import { ColumnStore } from './column-store.ts';
import { LIST_SCHEMAS, type ListName } from '../../resources/index.ts';

/** What the fake backend asks of the synthetic rows of one list (`?rows=N&seed=S`). */
export interface SyntheticSet {
  name: ListName;
  count: number;
  seed: number;
}

export type BigListRequest = ({ op: 'query'; query: ListQuery } | { op: 'remove'; id: number }) & { set: SyntheticSet };
export type BigListAnswer = Record<string, unknown>[] | ListPage<Record<string, unknown>> | boolean;

/**
 * One synthetic set in column form at a time (the one the screen shows), so memory stays bounded: asking for
 * another list, count or seed replaces it. Removed rows stay removed until then.
 */
let current: { key: string; store: ColumnStore } | undefined;

function storeFor(set: SyntheticSet): ColumnStore {
  const key = `${set.name}:${set.count}:${set.seed}`;
  if (current?.key !== key) {
    current = undefined; // let the old one go before building the next
    const fields = Object.keys(LIST_SCHEMAS[set.name].shape);
    const store = ColumnStore.build(fields, set.count, (visit) => forEachSyntheticRow(set.name, set.count, set.seed, visit));
    current = { key, store };
  }
  return current.store;
}

/** Answers one request: a list query, or the removal of a row. */
export function answer(request: BigListRequest): BigListAnswer {
  const store = storeFor(request.set);
  return request.op === 'query' ? store.query(request.query) : store.remove(request.id);
}
