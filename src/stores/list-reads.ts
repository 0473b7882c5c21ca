import type { ZodMiniType } from 'zod/mini';
import { api } from '../api/client.ts';
import type { QueryValue } from './list-paging.ts';
import { listPageSchema, rowsOrPageSchema, type ListPage } from '../schemas/list-page.ts';
import { retriedOnce } from './query/retried-once.ts';

/** Loads a list's schemas (its resource, through the registry's loader): called with the first request, in parallel with it. */
export type SchemaLoader<T> = () => Promise<{ row: ZodMiniType<T>; rows: ZodMiniType<T[]> }>;

export type Query = Record<string, QueryValue>;

/** The reads of one list (`path`): each answer checked against the list's schemas, loaded with the first call. */
export interface ListReads<T> {
  rowSchema(): Promise<ZodMiniType<T>>;
  /** A first page, answered as a page, or as every row by an API that does not page. */
  probe(query: Query): Promise<T[] | ListPage<T>>;
  page(query: Query, signal?: AbortSignal): Promise<ListPage<T>>;
}

export function listReads<T>(path: string, load: SchemaLoader<T>): ListReads<T> {
  const schemas = retriedOnce(load);
  const rowSchema = async () => (await schemas()).row;
  const rowsSchema = async () => (await schemas()).rows;
  const pageSchema = retriedOnce(async () => listPageSchema(await rowsSchema()));
  const probeSchema = retriedOnce(async () => {
    const [rows, page] = await Promise.all([rowsSchema(), pageSchema()]);
    return rowsOrPageSchema(rows, page);
  });
  const page = (query: Query, signal?: AbortSignal) => api.get(path, { schema: pageSchema, query, ...(signal ? { signal } : {}) });
  return {
    rowSchema,
    probe: (query) => api.get(path, { schema: probeSchema, query }),
    page,
  };
}
