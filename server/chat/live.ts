import { sql } from 'drizzle-orm';
import { chatEventSchema, type ChatEvent, type ChatEventType } from '../../src/contract/chat.ts';
import type { Exec } from '../lists/board-store.ts';

/** The Postgres channel chat events go on; every API process's live hub listens (server/live/hub.ts). */
export const CHAT_CHANNEL = 'stride_chat';

/** What an event may take of a notice's 8,000 bytes (the audience takes the rest). */
const NOTICE_BYTES = 6_000;

/** A chat event as the hub hears it: the event, and the accounts whose streams get it. */
export interface HeardChatEvent {
  event: ChatEvent;
  audience: number[];
}

/**
 * Announces a conversation's event (NOTIFY) to its members as they are when it is sent, plus `alsoTo` (the members a
 * change of members removed, so they learn it). The audience is read in the same statement, so a member removed
 * before it is not in it. Not stored: a stream that reconnects reads the conversation again.
 */
export async function publishChatEvent(
  db: Exec,
  type: ChatEventType,
  conversationId: number,
  userId: number,
  extra: Partial<ChatEvent> = {},
  alsoTo: number[] = [],
): Promise<void> {
  let event: ChatEvent = { type, conversationId, userId, at: new Date().toISOString(), ...extra };
  // NOTIFY carries at most 8,000 bytes: a long text (4,000 characters of three bytes each) goes without its message,
  // whose id the event keeps for the client to read.
  if (new TextEncoder().encode(JSON.stringify(event)).length > NOTICE_BYTES) {
    const { message, ...rest } = event;
    event = { ...rest, messageId: message?.id ?? rest.messageId };
  }
  await db.execute(sql`
    select pg_notify(${CHAT_CHANNEL}, json_build_object(
      'event', ${JSON.stringify(event)}::json,
      'audience', array(select user_id from conversation_members where conversation_id = ${conversationId}
                        union select unnest(${`{${alsoTo.join(',')}}`}::integer[]))
    )::text)`);
}

/** A notice of the chat channel, or null when it is not one. */
export function parseChatNotice(payload: string): HeardChatEvent | null {
  try {
    const raw = JSON.parse(payload) as { event?: unknown; audience?: unknown };
    const event = chatEventSchema.safeParse(raw.event);
    const audience = Array.isArray(raw.audience) ? raw.audience.filter((id): id is number => Number.isInteger(id)) : [];
    return event.success ? { event: event.data, audience } : null;
  } catch {
    return null;
  }
}
