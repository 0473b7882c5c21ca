import { LIST_SCHEMAS, resourceOf, type ListName } from '../resources/index.ts';
import { authorName, type AuthorAccount } from './author-name.ts';

// Where both backends follow a resource's `author` (src/resources/define.ts): a new row names the account that wrote
// it, whatever the body says, and a change keeps the name it was created with.

/** The field of list `name` naming the account that wrote a row, if its rows name one. */
export function authorField(name: ListName): string | undefined {
  const resource = resourceOf(name);
  return 'author' in resource ? resource.author : undefined;
}

/** The longest value the field takes (zod keeps a string's `maxLength` in its bag), so a long name still validates. */
function maxLengthOf(name: ListName, field: string): number {
  const schema = (LIST_SCHEMAS[name].shape as Record<string, { _zod: { bag: { maximum?: number } } }>)[field];
  return schema?._zod.bag.maximum ?? Infinity;
}

/** A new row's body as the backend stores it: the author field is the caller's name. */
export function withAuthor<B extends object>(name: ListName, body: B, caller: AuthorAccount): B {
  const field = authorField(name);
  return field === undefined ? body : { ...body, [field]: authorName(caller, maxLengthOf(name, field)) };
}

/** A changed row's body as the backend stores it: the author field keeps the stored row's value. */
export function keptAuthor<B extends object>(name: ListName, body: B, stored: object): B {
  const field = authorField(name);
  return field === undefined ? body : { ...body, [field]: (stored as Record<string, unknown>)[field] };
}
