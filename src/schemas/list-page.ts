import { z, type ZodMiniType } from 'zod/mini';

export interface ListPage<T> {
  items: T[];
  total: number;
}

/** The answer to a paged list call, `{ items, total }`, around a list's row schema. */
export function listPageSchema<T>(rows: ZodMiniType<T[]>): ZodMiniType<ListPage<T>> {
  return z.object({ items: rows, total: z.number() });
}

/** The first call's answer: one page, or the plain array of every row from an API that does not page. */
export function rowsOrPageSchema<T>(rows: ZodMiniType<T[]>, page: ZodMiniType<ListPage<T>>): ZodMiniType<T[] | ListPage<T>> {
  return z.union([rows, page]);
}
