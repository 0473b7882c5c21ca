/**
 * Team chat's outbox: the messages written here that the backend has not yet answered. Each has the id the client
 * made for it (its `clientId`), so a send repeated after a lost answer stores it once; the list is kept in
 * localStorage, so a reload (or a tab closed while offline) keeps what was written. Pure functions: the chat store
 * (src/stores/chat.ts) owns the state.
 */
import type { ChatAttachment, ChatMessage } from '../../api/chat.ts';

/**
 * A file chosen for a message: its bytes until they are uploaded, then the backend's answer (its id goes with the
 * message). The bytes live in memory only: offline, the page keeps them and uploads them when the connection is back;
 * a reload keeps the files already uploaded, and says the others were lost (OUTBOX_FILES_LOST).
 */
export interface OutboxFile {
  /** The client's own id of the file (a chip's key, its removal). */
  key: string;
  name: string;
  type: string;
  size: number;
  blob?: Blob;
  attachment?: ChatAttachment;
}

/** The error of an item a reload took files from that were not uploaded yet (the page says so; attach them again). */
export const OUTBOX_FILES_LOST = 'chat:filesLost';

/** `sending`: on its way or waiting for the connection; `failed`: the backend refused it (retry or discard). */
export type OutboxStatus = 'sending' | 'failed';

export interface OutboxItem {
  clientId: string;
  conversationId: number;
  text: string;
  /** When it was written (ISO 8601): where it shows among the messages. */
  createdAt: string;
  status: OutboxStatus;
  /** Why it failed (translate with translateError); absent while sending. */
  error?: unknown;
  /** A 429: not before this time (ms since the epoch) is it sent again by itself. */
  retryAt?: number;
  /** The files it carries, uploaded first, in order. */
  files?: readonly OutboxFile[];
}

const STORAGE_KEY = 'stride:chat-outbox';

interface StoredItem {
  clientId: string;
  conversationId: number;
  text: string;
  createdAt: string;
  files?: Omit<OutboxFile, 'blob'>[];
}

function isStoredItem(value: unknown): value is StoredItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.clientId === 'string' &&
    typeof item.conversationId === 'number' &&
    typeof item.text === 'string' &&
    typeof item.createdAt === 'string'
  );
}

/** The outbox a reload left, every item sending again (a refusal is found out by sending it again). */
export function loadOutbox(storage: Pick<Storage, 'getItem'> | undefined): OutboxItem[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(STORAGE_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(isStoredItem).map((item): OutboxItem => {
      if (!Array.isArray(item.files)) return { ...item, status: 'sending' };
      const kept = item.files.filter((f) => typeof f.attachment?.id === 'number');
      // Bytes not uploaded before the reload are gone: the item waits for the person (retry without them, or discard).
      if (kept.length < item.files.length) return { ...item, files: kept, status: 'failed', error: OUTBOX_FILES_LOST };
      return { ...item, files: kept, status: 'sending' };
    });
  } catch {
    return [];
  }
}

/** Writes the outbox (only what a reload needs); a full or missing storage keeps it in memory only. */
export function saveOutbox(storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined, items: readonly OutboxItem[]): void {
  try {
    if (items.length === 0) storage?.removeItem(STORAGE_KEY);
    else {
      const stored: StoredItem[] = items.map(({ clientId, conversationId, text, createdAt, files }) => ({
        clientId,
        conversationId,
        text,
        createdAt,
        ...(files?.length ? { files: files.map(({ blob: _bytes, ...file }) => file) } : {}),
      }));
      storage?.setItem(STORAGE_KEY, JSON.stringify(stored));
    }
  } catch {
    // Private mode or a full storage: the outbox still works for this page.
  }
}

/** Messages merged by id (a newer copy wins: an edit or delete), in id order: a page, a poll and a send meet once. */
export function mergeMessages(current: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const message of current) byId.set(message.id, message);
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** The outbox without the items the backend has answered (found among `messages` by clientId): shown once. */
export function withoutDelivered(outbox: readonly OutboxItem[], messages: readonly ChatMessage[]): OutboxItem[] {
  const delivered = new Set(messages.map((m) => m.clientId));
  return outbox.filter((item) => !delivered.has(item.clientId));
}
