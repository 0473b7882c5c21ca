/**
 * How an API resource is described: one file per list under `src/resources/`, `export default defineResource({…})`.
 * A resource is the data side of a list (what `GET /app/<list>` serves, both backends store and the API document
 * describes); the screens that show it (`src/screens/<area>/*.ts`) name it and add only the UI. One resource may back
 * more than one screen. `src/resources/registry.gen.ts` (written by scripts/generate-screen-registry.mjs) collects
 * the files; `src/resources/index.ts` derives the list names and row types from it.
 */
import type { z } from 'zod/mini';
import type { FieldOrderRule } from '../schemas/common.ts';

export interface Resource<L extends string = string, S extends z.ZodMiniObject = z.ZodMiniObject> {
  /** The API list: `/app/<list>`; its sample rows are `src/content/data/<list>.json`. */
  list: L;
  /** The row schema (validation, types, response parsing, the form's fields, the API document). */
  schema: S;
  /** Rules between fields of one row (an end date not before its start). */
  rules?: readonly FieldOrderRule[];
  /** How many rows the sample file holds (checked by a unit test). */
  sampleSize: number;
  /** The namespace of the field labels: `fields.<entity>.<field>`. */
  entity: string;
  /** The schema's name in the OpenAPI document. */
  apiName: string;
}

export function defineResource<const L extends string, S extends z.ZodMiniObject>(def: Resource<L, S>): Resource<L, S> {
  return def;
}
