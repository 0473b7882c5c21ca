/**
 * A long conversation for the chat's benchmark and end-to-end tests, on the fake backend only: `GET
 * /app/conversations?messages=N` (the chat page forwards its own `?messages=N`, as a list page forwards `?rows=N`)
 * first adds, once per N, a group of the three demo accounts holding N messages, every member having read them all.
 * A real API knows nothing of the parameter.
 */
import { CHAT_SAMPLE_LINES } from '../../resources/samples/chat-samples.ts';
import { DEMO_USER_ID } from '../start/settings.ts';
import { readKey, type ChatState, type StoredMessage } from './chat-state.ts';

/** Upper bound of `?messages=N`, so a typo cannot freeze the tab. */
const MAX_SYNTHETIC_MESSAGES = 20_000;

/** Minutes between two messages (under the five that end a run of one author): 10,000 span four weeks. */
const SPACING_MINUTES = 4;

/** The group's title, which is also how a later call finds it. */
const syntheticTitle = (count: number) => `Synthetic: ${count} messages`;

/** `?messages=N` of a request: N when it is a whole number from 1 to the bound, else null (the parameter is ignored). */
export function syntheticMessageCount(url: URL): number | null {
  const raw = url.searchParams.get('messages');
  if (raw === null || !/^\d+$/.test(raw)) return null;
  const count = Number(raw);
  return count > 0 && count <= MAX_SYNTHETIC_MESSAGES ? count : null;
}

/** The text of synthetic message `n`: the sample lines in turn, some doubled so the bubbles' heights differ. */
function textOf(n: number): string {
  const line = CHAT_SAMPLE_LINES[n % CHAT_SAMPLE_LINES.length]![2];
  return n % 5 === 0 ? `${line} ${line}` : line;
}

/**
 * `state` with the group of `count` messages added, unless one is there already; answers whether it changed. Runs of
 * two messages by one author, oldest first, the newest a minute before `now`.
 */
export function addSyntheticConversation(state: ChatState, count: number, now = Date.now()): boolean {
  const title = syntheticTitle(count);
  if (state.conversations.some((c) => c.title === title)) return false;
  const memberIds = [DEMO_USER_ID, DEMO_USER_ID + 1, DEMO_USER_ID + 2];
  const id = ++state.lastIds.conversation;
  const first = now - 60_000 - (count - 1) * SPACING_MINUTES * 60_000;
  state.conversations.push({ id, title, direct: false, ownerId: DEMO_USER_ID, memberIds, createdAt: new Date(first).toISOString() });
  const messages: StoredMessage[] = Array.from({ length: count }, (_, n) => ({
    id: state.lastIds.message + n + 1,
    conversationId: id,
    authorId: memberIds[Math.floor(n / 2) % memberIds.length]!,
    clientId: `synthetic-${id}-${n + 1}`,
    text: textOf(n),
    createdAt: new Date(first + n * SPACING_MINUTES * 60_000).toISOString(),
    editedAt: null,
    deleted: false,
  }));
  state.messages.push(...messages);
  state.lastIds.message += count;
  for (const member of memberIds) state.reads[readKey(id, member)] = state.lastIds.message;
  return true;
}
