import type { Translate } from '../../i18n/translator.ts';
import type { ChatMessage, Conversation } from '../../stores/screens/chat.ts';

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

/**
 * The caller's last message (not deleted) when another member's read mark has reached it, for its "Seen"; else null.
 * `marks` are the others' read marks of the conversation (member id → the last message read).
 */
export function seenMessageId(
  messages: readonly { id: number; authorId: number; deleted: boolean; kind?: ChatMessage['kind'] }[],
  marks: Readonly<Record<number, number>> | undefined,
  userId: unknown,
): number | null {
  const mine = messages.findLast((m) => m.authorId === userId && !m.deleted && m.kind !== 'system');
  if (!mine || !marks) return null;
  return Object.entries(marks).some(([member, upTo]) => Number(member) !== userId && upTo >= mine.id) ? mine.id : null;
}

/** "Alex is typing…" for one, "3 people are typing…" for more; empty for none. */
export function typingText(conversation: Conversation | undefined, typerIds: readonly number[], userId: unknown, t: Translate): string {
  const [first] = typerIds;
  if (!conversation || first === undefined) return '';
  if (typerIds.length === 1) return t('chat.typingOne', { name: memberName(conversation, first, userId, t) });
  return t('chat.typingMany', { count: typerIds.length });
}

/**
 * What a system message says, in the reader's language: "Added to the group: …", "Removed from the group: …" (names
 * joined as the language lists them), one line each.
 */
export function systemLines(change: ChatMessage['change'], t: Translate, listFormat: Intl.ListFormat): string[] {
  if (!change) return [];
  const names = (members: readonly { name: string }[]) => listFormat.format(members.map((m) => m.name || t('chat.someone')));
  return [
    ...(change.added.length ? [t('chat.membersAdded', { names: names(change.added) })] : []),
    ...(change.removed.length ? [t('chat.membersRemoved', { names: names(change.removed) })] : []),
  ];
}
