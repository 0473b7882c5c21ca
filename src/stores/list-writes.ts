import type { WritableAtom } from 'nanostores';
import type { ZodMiniType } from 'zod/mini';
import { api, ApiError } from '../api/client.ts';
import { asConflict, ifMatchHeaders } from './conflict.ts';
import type { Query } from './list-reads.ts';
import type { ListState, ListStore } from './lists.ts';

/** What the writes of a list store need from it. */
export interface WriteContext<T extends { id: number }> {
  path: string;
  $list: WritableAtom<ListState<T>>;
  rowSchema: () => Promise<ZodMiniType<T>>;
  /** Reads the current page again (a paged list, after a write: rows may have moved in or out). */
  refreshPage(): Promise<void>;
  /** Query parameters every call of the list carries. */
  extra(): Query;
  /** A write ends the sharing of a read on its way. */
  forget(): void;
}

export type ListWrites<T extends { id: number }> = Pick<ListStore<T>, 'create' | 'update' | 'remove' | 'removeVersion' | 'get'>;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The writes of a list store: POST, PUT and DELETE (with If-Match when the row's version is known) and GET of one row.
 * A paged list reads its current page again after a write; a list held whole follows the answer in place.
 */
export function listWrites<T extends { id: number }>(ctx: WriteContext<T>): ListWrites<T> {
  const { path, $list, rowSchema } = ctx;
  const patch = (next: Partial<ListState<T>>) => $list.set({ ...$list.get(), ...next });
  const paged = () => $list.get().paged !== undefined;
  /** A row read or saved: it replaces the store's copy with the same id, where the store holds one. */
  const replaceRow = (row: T) => {
    const { data } = $list.get();
    if (data.some((r) => r.id === row.id)) patch({ data: data.map((r) => (r.id === row.id ? row : r)) });
  };
  const dropRows = (ids: Set<number>) => patch({ data: $list.get().data.filter((row) => !ids.has(row.id)) });
  /** A 412 becomes a RowConflict whose current row replaces the store's copy; other failures pass as they are. */
  const conflictReplacing = async (error: unknown) => {
    const conflict = await asConflict(error, rowSchema);
    if (conflict !== error) replaceRow((conflict as { current: T }).current);
    return conflict;
  };
  const orConflict = async <R>(write: Promise<R>): Promise<R> => {
    try {
      return await write;
    } catch (error) {
      throw await conflictReplacing(error);
    }
  };
  const ifMatch = (version: number | undefined) => {
    const headers = ifMatchHeaders(version);
    return headers ? { headers } : {};
  };
  return {
    async create(input) {
      ctx.forget();
      const created = await api.post(path, input, { schema: rowSchema });
      if (paged()) await ctx.refreshPage();
      else patch({ data: [...$list.get().data, created] });
      return created;
    },
    async update(item, options = {}) {
      ctx.forget();
      const saved = await orConflict(api.put(`${path}/${item.id}`, item, { schema: rowSchema, ...ifMatch(options.ifMatch) }));
      if (paged()) await ctx.refreshPage();
      else replaceRow(saved);
      return saved;
    },
    async remove(ids) {
      ctx.forget();
      const query = paged() ? ctx.extra() : {};
      const results = await Promise.allSettled(ids.map((id) => api.delete(`${path}/${id}`, undefined, { query }).then(() => id)));
      const removed = new Set(results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : [])));
      // Rows the backend did delete leave the store even when another delete failed: the store follows the backend.
      if (removed.size && paged()) await ctx.refreshPage();
      else if (removed.size) dropRows(removed);
      const failure = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
      if (failure) throw failure.reason instanceof ApiError ? failure.reason : new ApiError(messageOf(failure.reason), 0, 'network');
    },
    async removeVersion(id, version) {
      ctx.forget();
      const query = paged() ? ctx.extra() : {};
      await orConflict(api.delete(`${path}/${id}`, undefined, { query, ...ifMatch(version) }));
      if (paged()) await ctx.refreshPage();
      else dropRows(new Set([id]));
    },
    async get(id) {
      const row = await api.get(`${path}/${id}`, { schema: rowSchema });
      replaceRow(row);
      return row;
    },
  };
}
