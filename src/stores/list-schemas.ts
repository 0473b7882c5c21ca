/**
 * Each list's resource, as a promise: a list store or form asks for its own list's schema. The menu imports every
 * screen, and so every resource, at once, so the resources are imported statically (a dynamic import of a module the
 * menu already holds makes no chunk of its own) and the promise resolves at once.
 */
import { z } from 'zod/mini';
import { withRules } from '../schemas/common.ts';
import { maybeVersioned } from '../contract/versions.ts';
import { childrenOf, resourceOf, type ItemOf, type ListName, type ResourceOf } from '../resources/index.ts';
import { childrenShape } from '../schemas/children.ts';

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
    resource = Promise.resolve<ResourceOf<ListName>>(resourceOf(name));
    loading.set(name, resource);
  }
  return resource as Promise<ResourceOf<N>>;
}

/** The row and rows schemas of list `name`, as the list store parses responses with them. */
export async function loadListSchemas<N extends ListName>(name: N): Promise<ListSchemas<N>> {
  const resource: ResourceOf<ListName> = await loadResource(name);
  // The generic N cannot be followed through the lookup; resourceOf's type ties each list to its resource.
  // Rows keep the `version` the API gives each one, which an edit sends back as If-Match.
  // A one-row read and a write's answer carry the row's children (a list answer none): kept, so an edit form shows them.
  const schema = childrenOf(name).length ? z.extend(resource.schema, childrenShape(name)) : resource.schema;
  const row = withRules(maybeVersioned(schema), 'rules' in resource ? resource.rules : undefined) as z.ZodMiniType as z.ZodMiniType<
    ItemOf<N>
  >;
  return { row, rows: z.array(row) };
}
