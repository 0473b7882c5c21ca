import { z } from 'zod/mini';

/**
 * What the top bar's chat badge reads of `GET /app/conversations` (the whole answer is `conversationPageSchema` of
 * chat.ts): each conversation's id, the caller's unread messages, and the id of its last message (a live message event
 * at or below it is already in the count). Apart from chat.ts so every dashboard page can
 * check the answer without loading the chat's schemas (2.2 KiB of gzip).
 */
export const conversationCountsSchema = z.object({
  items: z.array(
    z.object({
      id: z.int().check(z.positive()),
      unread: z.int().check(z.nonnegative()),
      lastMessage: z.nullable(z.object({ id: z.int() })),
    }),
  ),
});

export type ConversationCounts = z.infer<typeof conversationCountsSchema>;
