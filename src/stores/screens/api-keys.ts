import { atom, type ReadableAtom } from 'nanostores';
import { api } from '../../api/client.ts';
import type { ZodMiniType } from 'zod/mini';
import {
  apiKeyCreatedSchema,
  apiKeysSchema,
  ownedApiKeysSchema,
  type ApiKey,
  type ApiKeyCreate,
  type ApiKeyCreated,
  type OwnedApiKey,
} from '../../contract/api-keys.ts';

const MINE = '/users/me/api-keys';
const ALL = '/users/api-keys';
// The contract's shapes are imported as they are: the route table, in every dashboard page, imports them already (a
// dynamic import would move nothing into another chunk, and the build warns about it).
const keysSchema = () => Promise.resolve(apiKeysSchema);
const ownedKeysSchema = () => Promise.resolve(ownedApiKeysSchema);
const createdSchema = () => Promise.resolve(apiKeyCreatedSchema);

export interface KeysState<K> {
  data: K[];
  loading: boolean;
  /** The last failed load's message (translate it with translateError). */
  error: string | null;
  /** Whether a first load has ended (an empty list then means there are no keys). */
  loaded: boolean;
}

const empty = <K>(): KeysState<K> => ({ data: [], loading: false, error: null, loaded: false });
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A list of keys in an atom: loaded from `path`, each revoked through `${path}/{id}`. */
function keyList<K extends { id: number }>(path: string, schema: () => Promise<ZodMiniType<K[]>>) {
  const $keys = atom<KeysState<K>>(empty());
  const patch = (next: Partial<KeysState<K>>) => $keys.set({ ...$keys.get(), ...next });
  return {
    $keys: $keys as ReadableAtom<KeysState<K>>,
    async load(): Promise<void> {
      patch({ loading: true, error: null });
      try {
        patch({ data: await api.get(path, { schema }), loading: false, loaded: true });
      } catch (error) {
        patch({ loading: false, error: messageOf(error), loaded: true });
      }
    },
    /** Revokes a key; it leaves the list once the backend has. Throws the backend's message. */
    async revoke(id: number): Promise<void> {
      await api.delete(`${path}/${id}`);
      patch({ data: $keys.get().data.filter((key) => key.id !== id) });
    },
  };
}

const mine = keyList<ApiKey>(MINE, keysSchema);

/**
 * The signed-in account's API keys (docs/api-keys.md): the settings page lists, makes and revokes them. The secret of
 * a new key is answered once, to the caller of `create`, and kept nowhere.
 */
export const apiKeysStore = {
  ...mine,
  async create(input: ApiKeyCreate): Promise<ApiKeyCreated> {
    const created = await api.post(MINE, input, { schema: createdSchema });
    await mine.load();
    return created;
  },
};

/** Every account's keys, for administrators on the Users & roles screen (`users.manage`). */
export const adminApiKeysStore = keyList<OwnedApiKey>(ALL, ownedKeysSchema);
