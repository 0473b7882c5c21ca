import { z } from 'zod/mini';
import { childrenOf, type ListName } from '../resources/index.ts';
import { id } from './common.ts';

/** The words of a body giving a row more children of one name than its declaration's `max`. */
export const tooManyChildren = (max: number) => `At most ${max} of them`;

type ChildArray = z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniObject>>;

/**
 * The child lists of list `name` as a body or an answer carries them: each an array of the child's fields, its `id`
 * optional (a body's new child has none), at most `max`. Every array is optional: a body without one keeps the
 * row's children of that name, and the list answers carry none.
 */
export function childrenShape(name: ListName): Record<string, ChildArray> {
  return Object.fromEntries(
    childrenOf(name).map(({ name: child, schema, max }) => [
      child,
      z.optional(z.array(z.extend(schema, { id: z.optional(id) })).check(z.maxLength(max, tooManyChildren(max)))),
    ]),
  );
}
