import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { CHAT_LIMITS, type ChatAttachment, type ChatFile } from '../../src/contract/chat.ts';
import type { Db } from '../db/connect.ts';
import { rows, type Exec, type Tx } from '../lists/board-store.ts';

/**
 * Team chat's files (migration 0033_chat_attachments.sql). As every chat query, each read here joins
 * conversation_members on the caller: a file of a conversation they are not a member of is not found, whatever its id.
 */
export const chatAttachments = pgTable('chat_attachments', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  conversationId: integer('conversation_id').notNull(),
  uploaderId: integer('uploader_id').notNull(),
  /** Null until a message of its sender takes it. */
  messageId: integer('message_id'),
  name: text('name').notNull(),
  type: text('type').notNull(),
  size: integer('size').notNull(),
  /** Its key in the FileStore: `<32 hex>.bin`, never a name the public GET /app/uploads/{file} serves. */
  fileKey: text('file_key').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Records a stored file of `uploaderId` in a conversation, in no message yet; answers it as the contract says. */
export async function insertAttachment(db: Db, file: typeof chatAttachments.$inferInsert): Promise<ChatAttachment> {
  const [row] = await db
    .insert(chatAttachments)
    .values(file)
    .returning({ id: chatAttachments.id, name: chatAttachments.name, type: chatAttachments.type, size: chatAttachments.size });
  return row!;
}

/**
 * Gives the files `ids` to message `messageId`: only files of `uploaderId` in that conversation that no message has
 * taken yet. Answers how many were taken; the caller's transaction is rolled back unless all were.
 */
export async function claimAttachments(tx: Tx, uploaderId: number, conversationId: number, messageId: number, ids: readonly number[]) {
  const taken = await tx
    .update(chatAttachments)
    .set({ messageId })
    .where(
      and(
        inArray(chatAttachments.id, [...ids]),
        eq(chatAttachments.conversationId, conversationId),
        eq(chatAttachments.uploaderId, uploaderId),
        isNull(chatAttachments.messageId),
      ),
    )
    .returning({ id: chatAttachments.id });
  return taken.length;
}

/** The files of a conversation's messages (deleted ones left out), newest first, if `userId` is a member. */
export async function conversationFiles(db: Exec, userId: number, conversationId: number): Promise<ChatFile[]> {
  const found = await rows<{
    id: number;
    name: string;
    type: string;
    size: number;
    message_id: number;
    author_id: number;
    created_at: string | Date;
  }>(
    db,
    sql`select a.id, a.name, a.type, a.size, a.message_id, m.author_id, m.created_at
          from chat_attachments a
          join chat_messages m on m.id = a.message_id and not m.deleted
          join conversation_members me on me.conversation_id = a.conversation_id and me.user_id = ${userId}
         where a.conversation_id = ${conversationId}
         order by m.id desc, a.id
         limit ${CHAT_LIMITS.files}`,
  );
  return found.map((r) => ({
    id: r.id,
    name: r.name,
    type: r.type,
    size: r.size,
    messageId: r.message_id,
    authorId: r.author_id,
    createdAt: new Date(r.created_at).toISOString(),
  }));
}

/**
 * A file `userId` may read: of a conversation they are a member of, and either in a message not deleted, or their own
 * not sent yet. Undefined otherwise (the route answers 404).
 */
export async function readableAttachment(db: Exec, userId: number, conversationId: number, id: number) {
  const [row] = await rows<{ name: string; type: string; file_key: string }>(
    db,
    sql`select a.name, a.type, a.file_key from chat_attachments a
          join conversation_members me on me.conversation_id = a.conversation_id and me.user_id = ${userId}
          left join chat_messages m on m.id = a.message_id
         where a.id = ${id} and a.conversation_id = ${conversationId}
           and ((a.message_id is not null and not m.deleted) or (a.message_id is null and a.uploader_id = ${userId}))`,
  );
  return row;
}
