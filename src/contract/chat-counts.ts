import { z } from 'zod/mini';

/**
 * What the top bar's chat badge reads of `GET /app/conversations` (the whole answer is `conversationPageSchema` of
 * chat.ts): each conversation's id and the caller's unread messages. Apart from chat.ts so every dashboard page can
 * check the answer without loading the chat's schemas (2.2 KiB of gzip).
 */
export const conversationCountsSchema = z.object({
  items: z.array(z.object({ id: z.int().check(z.positive()), unread: z.int().check(z.nonnegative()) })),
});

export type ConversationCounts = z.infer<typeof conversationCountsSchema>;
