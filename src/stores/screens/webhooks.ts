import { atom, type ReadableAtom } from 'nanostores';
import { api } from '../../api/client.ts';
import type { Webhook, WebhookBody, WebhookDelivery, WebhookWithSecret } from '../../contract/webhooks.ts';

export type { Webhook, WebhookBody, WebhookDelivery, WebhookWithSecret };

const PATH = '/app/webhooks';
// The contract's shapes load with the first call: statically imported, they went into the chunk every dashboard page
// loads at start (1.6 KB before compression), as every module of src/contract/ a page loads at start does.
const contract = () => import('../../contract/webhooks.ts');
const listSchema = async () => (await contract()).webhooksListSchema;
const webhookSchema = async () => (await contract()).webhookSchema;
const withSecretSchema = async () => (await contract()).webhookWithSecretSchema;
const deliverySchema = async () => (await contract()).webhookDeliverySchema;
const deliveriesSchema = async () => (await contract()).webhookDeliveriesSchema;

export interface DeliveryLog {
  items: WebhookDelivery[];
  loading: boolean;
  /** The last failed load (translate it with translateError). */
  error: unknown;
}

export interface WebhooksState {
  data: Webhook[];
  loading: boolean;
  /** Whether a first load has been asked for (the screen shows its placeholder until then). */
  requested: boolean;
  error: unknown;
  /** The endpoint a change is on its way for. */
  saving: number | null;
  /** Each endpoint's delivery log, once opened. */
  logs: Record<number, DeliveryLog>;
}

const $webhooks = atom<WebhooksState>({ data: [], loading: false, requested: false, error: null, saving: null, logs: {} });
const patch = (next: Partial<WebhooksState>) => $webhooks.set({ ...$webhooks.get(), ...next });
const replace = (hook: Webhook) => patch({ data: $webhooks.get().data.map((h) => (h.id === hook.id ? hook : h)) });
const setLog = (id: number, log: Partial<DeliveryLog>) => {
  const logs = $webhooks.get().logs;
  patch({ logs: { ...logs, [id]: { items: [], loading: false, error: null, ...logs[id], ...log } } });
};

async function saving<T>(id: number | null, work: () => Promise<T>): Promise<T> {
  patch({ saving: id });
  try {
    return await work();
  } finally {
    patch({ saving: null });
  }
}

/** The body of an endpoint as the contract takes it (the dialog's fields). */
const bodyOf = (hook: Pick<Webhook, 'url' | 'events' | 'description' | 'enabled'>): WebhookBody => ({
  url: hook.url,
  events: hook.events,
  description: hook.description,
  enabled: hook.enabled,
});

/**
 * The webhook endpoints an administrator manages (`/app/webhooks`, src/contract/webhooks.ts) and their delivery logs.
 * A refusal throws the API client's error, which the screen translates. A secret is answered by `create` and `rotate`
 * only, to be shown once; the state never keeps it.
 */
export const webhooksStore = {
  $webhooks: $webhooks as ReadableAtom<WebhooksState>,

  async load(): Promise<void> {
    patch({ loading: true, requested: true, error: null });
    try {
      patch({ data: await api.get(PATH, { schema: listSchema }), loading: false });
    } catch (error) {
      patch({ loading: false, error });
    }
  },

  async create(body: WebhookBody): Promise<WebhookWithSecret> {
    const made = await saving(null, () => api.post(PATH, body, { schema: withSecretSchema }));
    const { secret: _secret, ...hook } = made;
    patch({ data: [...$webhooks.get().data, hook] });
    return made;
  },

  update: (id: number, body: WebhookBody): Promise<Webhook> =>
    saving(id, async () => {
      const saved = await api.put(`${PATH}/${id}`, body, { schema: webhookSchema });
      replace(saved);
      return saved;
    }),

  /** Pauses or enables an endpoint, its other fields as they are. */
  setEnabled: (hook: Webhook, enabled: boolean): Promise<Webhook> => webhooksStore.update(hook.id, bodyOf({ ...hook, enabled })),

  remove: (id: number): Promise<void> =>
    saving(id, async () => {
      await api.delete(`${PATH}/${id}`);
      patch({ data: $webhooks.get().data.filter((h) => h.id !== id) });
    }),

  rotate: (id: number): Promise<WebhookWithSecret> =>
    saving(id, async () => {
      const rotated = await api.post(`${PATH}/${id}/rotate-secret`, undefined, { schema: withSecretSchema });
      const { secret: _secret, ...hook } = rotated;
      replace(hook);
      return rotated;
    }),

  async loadDeliveries(id: number): Promise<void> {
    setLog(id, { loading: true, error: null });
    try {
      const { items } = await api.get(`${PATH}/${id}/deliveries`, { schema: deliveriesSchema });
      setLog(id, { items, loading: false });
    } catch (error) {
      setLog(id, { loading: false, error });
    }
  },

  /** Sends a test event; the log is read again. */
  async sendTest(id: number): Promise<WebhookDelivery> {
    const made = await api.post(`${PATH}/${id}/test`, undefined, { schema: deliverySchema });
    await webhooksStore.loadDeliveries(id);
    return made;
  },

  async resend(id: number, deliveryId: number): Promise<WebhookDelivery> {
    const made = await api.post(`${PATH}/${id}/deliveries/${deliveryId}/resend`, undefined, { schema: deliverySchema });
    await webhooksStore.loadDeliveries(id);
    return made;
  },
};
