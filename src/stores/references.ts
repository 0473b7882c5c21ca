import { api } from '../api/client.ts';
import { nextIdSchema, type NextId } from '../contract/references.ts';
import { generatedCode, type ListName } from '../resources/index.ts';

/**
 * GET /app/<list>/next-id: the reference the backend proposes for a new row of a list with generated references
 * (`#ST-10570` for an order); null for a list without them.
 */
export async function proposeReference(list: ListName): Promise<NextId | null> {
  if (!generatedCode(list)) return null;
  return api.get(`/app/${list}/next-id`, { schema: nextIdSchema });
}
