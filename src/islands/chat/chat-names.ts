import type { Translate } from '../../i18n/translator.ts';
import type { Conversation } from '../../stores/chat.ts';

/** A member's name as the conversation carries it; "You" for the caller. */
export function memberName(conversation: Conversation, memberId: number, userId: unknown, t: Translate): string {
  if (memberId === userId) return t('chat.you');
  const index = conversation.memberIds.indexOf(memberId);
  return conversation.memberNames[index] ?? t('chat.someone');
}

/** A group's title, else the names of the other members. */
export function conversationTitle(conversation: Conversation, userId: unknown): string {
  if (conversation.title) return conversation.title;
  const others = conversation.memberNames.filter((_, i) => conversation.memberIds[i] !== userId);
  return others.join(', ');
}

/** Everyone the caller has a conversation with, by id, for the new conversation dialog. */
export function knownPeople(conversations: readonly Conversation[], userId: unknown): { id: number; name: string }[] {
  const people = new Map<number, string>();
  for (const conversation of conversations)
    conversation.memberIds.forEach((id, i) => {
      if (id !== userId) people.set(id, conversation.memberNames[i] ?? String(id));
    });
  return [...people].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
}
