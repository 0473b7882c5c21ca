/**
 * Each list's resource, as a promise: a list store or form asks for its own list's schema. The loaders are
 * generated with the resource registry; the compiler checks that every list has its loader and that each loader
 * brings the resource of that list. (The menu imports every screen, and so every resource, at once, so in the
 * browser these resolve from modules already loaded: the definitions are small, and the shell's menu needs them all.)
 */
import { z } from 'zod/mini';
import { withRules } from '../schemas/common.ts';
import { maybeVersioned } from '../contract/versions.ts';
import type { ItemOf, ListName, ResourceOf } from '../resources/index.ts';
import { RESOURCE_LOADERS } from '../resources/registry.gen.ts';

export const LIST_LOADERS = RESOURCE_LOADERS satisfies { [N in ListName]: () => Promise<{ default: ResourceOf<N> }> };

export interface ListSchemas<N extends ListName> {
  /** One row: its fields and the rules between them (and the version the API gives it, kept on the row). */
  row: z.ZodMiniType<ItemOf<N>>;
  rows: z.ZodMiniType<ItemOf<N>[]>;
}

const loading = new Map<ListName, Promise<ResourceOf<ListName>>>();

/** The resource of list `name`, loaded once (the same promise every time, as React's `use()` wants). */
export function loadResource<N extends ListName>(name: N): Promise<ResourceOf<N>> {
  let resource = loading.get(name);
  if (!resource) {
    const loader: () => Promise<{ default: ResourceOf<ListName> }> = LIST_LOADERS[name];
    resource = loader().then((module) => module.default);
    loading.set(name, resource);
  }
  return resource as Promise<ResourceOf<N>>;
}

/** The row and rows schemas of list `name`, as the list store parses responses with them. */
export async function loadListSchemas<N extends ListName>(name: N): Promise<ListSchemas<N>> {
  const resource: ResourceOf<ListName> = await loadResource(name);
  // The generic N cannot be followed through the loader table; the table's type ties each list to its resource.
  // Rows keep the `version` the API gives each one, which an edit sends back as If-Match.
  const row = withRules(
    maybeVersioned(resource.schema),
    'rules' in resource ? resource.rules : undefined,
  ) as z.ZodMiniType as z.ZodMiniType<ItemOf<N>>;
  return { row, rows: z.array(row) };
}
