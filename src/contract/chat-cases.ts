/**
 * Team chat's cases both backends run (src/mocks/handlers/chat.test.ts on the fake backend; server/chat/chat.test.ts on
 * PGlite and Postgres), as the demo account of each role: conversations, members, messages (create, page, edit, delete,
 * read), the 404 of every route to an account that is not a member (the administrator included), the idempotent
 * clientId, the input limits and the 429 of sending too fast. Each case makes its own conversations, so the sample
 * data does not matter. Test support only.
 */
import { describe, expect, it } from 'vitest';
import {
  CHAT_EVENT,
  CHAT_LIMITS,
  CHAT_MESSAGES,
  type ChatEvent,
  type ChatMessage,
  type Conversation,
  type ConversationPage,
  type MessagePage,
} from './chat.ts';
import type { Role } from './permissions.ts';

export interface ChatAnswer {
  status: number;
  body: unknown;
  headers: Headers;
}

/** One call as the demo account of `role`. */
export type ChatCall = (role: Role, method: string, path: string, body?: unknown) => Promise<ChatAnswer>;

/** The calls, and the account id of each role's demo account. */
export interface ChatBackend {
  call: ChatCall;
  ids: () => Record<Role, number>;
}

let clientIds = 0;
/** A clientId no case used before (in this run). */
const nextClientId = () => `case-${Date.now().toString(36)}-${++clientIds}`;

async function newConversation(chat: ChatBackend, role: Role, others: Role[], title?: string): Promise<Conversation> {
  const memberIds = others.map((other) => chat.ids()[other]);
  const res = await chat.call(role, 'POST', '/app/conversations', title === undefined ? { memberIds } : { memberIds, title });
  expect(res.status).toBe(200);
  return res.body as Conversation;
}

async function send(chat: ChatBackend, role: Role, conversationId: number, text: string, clientId = nextClientId()): Promise<ChatMessage> {
  const res = await chat.call(role, 'POST', `/app/conversations/${conversationId}/messages`, { clientId, text });
  expect(res.status).toBe(200);
  return res.body as ChatMessage;
}

const page = async (chat: ChatBackend, role: Role, conversationId: number, query = '') =>
  (await chat.call(role, 'GET', `/app/conversations/${conversationId}/messages${query}`)).body as MessagePage;

export function describeChat(chat: ChatBackend): void {
  describe('team chat', () => {
    conversationCases(chat);
    memberCases(chat);
    messageCases(chat);
    privacyCases(chat);
    // Last: it leaves the viewer unable to send for a while.
    rateCases(chat);
  });
}

function conversationCases(chat: ChatBackend): void {
  it('makes a group with the caller as owner and member, and answers the one direct conversation of two accounts', async () => {
    const group = await newConversation(chat, 'admin', ['editor', 'viewer'], 'Cases group');
    const ids = chat.ids();
    expect(group).toMatchObject({ title: 'Cases group', direct: false, ownerId: ids.admin, unread: 0, lastMessage: null });
    expect([...group.memberIds].sort()).toEqual([ids.admin, ids.editor, ids.viewer].sort());
    const direct = await newConversation(chat, 'viewer', ['admin']);
    expect(direct).toMatchObject({ title: null, direct: true });
    // The other side starting it answers the same conversation, and so does naming oneself too.
    expect((await newConversation(chat, 'admin', ['viewer'])).id).toBe(direct.id);
    const again = await chat.call('viewer', 'POST', '/app/conversations', { memberIds: [ids.admin, ids.viewer] });
    expect((again.body as Conversation).id).toBe(direct.id);
    expect((await chat.call('editor', 'POST', '/app/conversations', { memberIds: [ids.editor] })).body).toEqual({
      message: CHAT_MESSAGES.noOtherMember,
    });
    expect((await chat.call('editor', 'POST', '/app/conversations', { memberIds: [999_999] })).body).toEqual({
      message: CHAT_MESSAGES.badMember,
    });
    // Past the database's integers: refused as input, not a failed query.
    expect((await chat.call('editor', 'POST', '/app/conversations', { memberIds: [2 ** 40] })).status).toBe(400);
    expect((await chat.call('viewer', 'POST', `/app/conversations/${direct.id}/read`, { upTo: 2 ** 40 })).status).toBe(400);
    expect((await chat.call('viewer', 'GET', `/app/conversations/${direct.id}/messages?before=${2 ** 40}`)).status).toBe(400);
  });

  it("lists the caller's conversations newest first, with the last message and their unread count; q searches titles and names", async () => {
    const older = await newConversation(chat, 'editor', ['viewer'], 'Quarterly numbers');
    const newer = await newConversation(chat, 'editor', ['admin', 'viewer'], 'Zebra crossing');
    await send(chat, 'editor', older.id, 'First');
    const last = await send(chat, 'editor', newer.id, 'Second');
    const list = (await chat.call('viewer', 'GET', '/app/conversations')).body as ConversationPage;
    const ours = list.items.filter((c) => c.id === older.id || c.id === newer.id);
    expect(ours.map((c) => c.id)).toEqual([newer.id, older.id]);
    expect(ours[0]).toMatchObject({ lastMessage: { id: last.id, text: 'Second' }, unread: 1 });
    expect(list.total).toBe(list.items.length);
    const byTitle = (await chat.call('viewer', 'GET', '/app/conversations?q=zebra')).body as ConversationPage;
    expect(byTitle.items.map((c) => c.id)).toContain(newer.id);
    expect(byTitle.items.map((c) => c.id)).not.toContain(older.id);
    // The administrator is in the newer one only: their name finds it for the viewer.
    const byName = (await chat.call('viewer', 'GET', '/app/conversations?q=alex%20morgan')).body as ConversationPage;
    expect(byName.items.map((c) => c.id)).toContain(newer.id);
    expect(byName.items.map((c) => c.id)).not.toContain(older.id);
    const got = await chat.call('viewer', 'GET', `/app/conversations/${newer.id}`);
    expect(got.body).toMatchObject({ id: newer.id, title: 'Zebra crossing', unread: 1 });
  });
}

function memberCases(chat: ChatBackend): void {
  it("lets a group's owner only change its members; a removed member gets 404 at once; a direct one's members stay", async () => {
    const ids = chat.ids();
    const group = await newConversation(chat, 'admin', ['editor', 'viewer'], 'Members case');
    const path = `/app/conversations/${group.id}/members`;
    expect(await chat.call('editor', 'PUT', path, { memberIds: [ids.editor] })).toMatchObject({
      status: 403,
      body: { message: CHAT_MESSAGES.notOwner },
    });
    const changed = await chat.call('admin', 'PUT', path, { memberIds: [ids.editor] });
    expect(changed.status).toBe(200);
    expect([...(changed.body as Conversation).memberIds].sort()).toEqual([ids.admin, ids.editor].sort());
    expect((await chat.call('viewer', 'GET', `/app/conversations/${group.id}`)).status).toBe(404);
    expect((await chat.call('viewer', 'POST', `/app/conversations/${group.id}/messages`, { clientId: 'x', text: 'hi' })).status).toBe(404);
    const list = (await chat.call('viewer', 'GET', '/app/conversations')).body as ConversationPage;
    expect(list.items.map((c) => c.id)).not.toContain(group.id);
    // Back in: the messages are there again, each change said in its place by a system message (as data, no text).
    await send(chat, 'editor', group.id, 'While you were out');
    expect((await chat.call('admin', 'PUT', path, { memberIds: [ids.editor, ids.viewer] })).status).toBe(200);
    const seen = (await page(chat, 'viewer', group.id)).items;
    const viewer = { id: ids.viewer, name: group.memberNames[group.memberIds.indexOf(ids.viewer)] };
    expect(seen.map((m) => [m.kind ?? 'text', m.authorId, m.kind === 'system' ? m.change : m.text])).toEqual([
      ['system', ids.admin, { type: 'members', added: [], removed: [viewer] }],
      ['text', ids.editor, 'While you were out'],
      ['system', ids.admin, { type: 'members', added: [viewer], removed: [] }],
    ]);
    expect(seen[0]!.text).toBe('');
    expect(viewer.name).toBeTruthy();
    // Its author cannot change one.
    for (const [method, body] of [
      ['PUT', { text: 'Changed' }],
      ['DELETE', undefined],
    ] as const)
      expect(await chat.call('admin', method, `/app/messages/${seen[0]!.id}`, body)).toMatchObject({
        status: 400,
        body: { message: CHAT_MESSAGES.systemMessage },
      });
    const direct = await newConversation(chat, 'editor', ['admin']);
    expect(await chat.call('editor', 'PUT', `/app/conversations/${direct.id}/members`, { memberIds: [ids.viewer] })).toMatchObject({
      status: 400,
      body: { message: CHAT_MESSAGES.directMembers },
    });
  });
}

function messageCases(chat: ChatBackend): void {
  it('pages messages oldest first within a page, from the newest, and before a message', async () => {
    const c = await newConversation(chat, 'admin', ['editor'], 'Paging case');
    const sent: ChatMessage[] = [];
    for (let i = 1; i <= 7; i++) sent.push(await send(chat, 'admin', c.id, `Message ${i}`));
    const newest = await page(chat, 'editor', c.id, '?limit=3');
    expect(newest.items.map((m) => m.text)).toEqual(['Message 5', 'Message 6', 'Message 7']);
    const before = await page(chat, 'editor', c.id, `?limit=3&before=${newest.items[0]!.id}`);
    expect(before.items.map((m) => m.text)).toEqual(['Message 2', 'Message 3', 'Message 4']);
    const first = await page(chat, 'editor', c.id, `?before=${before.items[0]!.id}`);
    expect(first.items.map((m) => m.id)).toEqual([sent[0]!.id]);
    expect((await chat.call('editor', 'GET', `/app/conversations/${c.id}/messages?limit=0`)).status).toBe(400);
    expect((await chat.call('editor', 'GET', `/app/conversations/${c.id}/messages?limit=${CHAT_LIMITS.pageMax + 1}`)).status).toBe(400);
  });

  it('edits and deletes only its own messages: marked edited, or deleted in its place with no text', async () => {
    const c = await newConversation(chat, 'editor', ['admin'], 'Edit case');
    const mine = await send(chat, 'editor', c.id, 'Helo');
    const theirs = await send(chat, 'admin', c.id, 'Hi');
    const edited = await chat.call('editor', 'PUT', `/app/messages/${mine.id}`, { text: 'Hello' });
    expect(edited.body).toMatchObject({ id: mine.id, text: 'Hello', deleted: false });
    expect((edited.body as ChatMessage).editedAt).not.toBeNull();
    expect(await chat.call('editor', 'PUT', `/app/messages/${theirs.id}`, { text: 'Hijacked' })).toMatchObject({
      status: 403,
      body: { message: CHAT_MESSAGES.notYourMessage },
    });
    expect((await chat.call('editor', 'DELETE', `/app/messages/${theirs.id}`)).status).toBe(403);
    const deleted = await chat.call('editor', 'DELETE', `/app/messages/${mine.id}`);
    expect(deleted.body).toMatchObject({ id: mine.id, text: '', deleted: true });
    expect((await page(chat, 'admin', c.id)).items.map((m) => [m.id, m.text, m.deleted])).toEqual([
      [mine.id, '', true],
      [theirs.id, 'Hi', false],
    ]);
    expect((await chat.call('editor', 'PUT', `/app/messages/${mine.id}`, { text: 'Back' })).status).toBe(400);
  });

  it('moves the read mark up (never back), and counts unread messages of others only', async () => {
    const c = await newConversation(chat, 'admin', ['editor'], 'Read case');
    // Sending marks what came before as read; the ones after it are unread.
    await send(chat, 'editor', c.id, 'Mine');
    const one = await send(chat, 'admin', c.id, 'One');
    const two = await send(chat, 'admin', c.id, 'Two');
    expect(((await chat.call('editor', 'GET', `/app/conversations/${c.id}`)).body as Conversation).unread).toBe(2);
    const read = await chat.call('editor', 'POST', `/app/conversations/${c.id}/read`, { upTo: two.id });
    expect((read.body as Conversation).unread).toBe(0);
    const back = await chat.call('editor', 'POST', `/app/conversations/${c.id}/read`, { upTo: one.id });
    expect((back.body as Conversation).unread).toBe(0);
    const other = await newConversation(chat, 'admin', ['viewer'], 'Elsewhere');
    const elsewhere = await send(chat, 'admin', other.id, 'Not yours');
    expect(await chat.call('editor', 'POST', `/app/conversations/${c.id}/read`, { upTo: elsewhere.id })).toMatchObject({
      status: 400,
      body: { message: CHAT_MESSAGES.badMessageRef },
    });
  });

  it("says each member's read mark (reads, in the order of memberIds) in a conversation and the list, to its members only", async () => {
    const ids = chat.ids();
    const c = await newConversation(chat, 'admin', ['editor', 'viewer'], 'Reads case');
    const readsOf = async (role: Role) => ((await chat.call(role, 'GET', `/app/conversations/${c.id}`)).body as Conversation).reads;
    const marks = (admin: number, editor: number, viewer: number) => [
      { userId: ids.admin, upTo: admin },
      { userId: ids.editor, upTo: editor },
      { userId: ids.viewer, upTo: viewer },
    ];
    expect(c.reads).toEqual(marks(0, 0, 0));
    // A send moves the sender's mark; a read moves the reader's, never back; every member sees them all.
    const one = await send(chat, 'admin', c.id, 'One');
    const two = await send(chat, 'admin', c.id, 'Two');
    await chat.call('viewer', 'POST', `/app/conversations/${c.id}/read`, { upTo: two.id });
    await chat.call('viewer', 'POST', `/app/conversations/${c.id}/read`, { upTo: one.id });
    const read = await chat.call('editor', 'POST', `/app/conversations/${c.id}/read`, { upTo: one.id });
    expect((read.body as Conversation).reads).toEqual(marks(two.id, one.id, two.id));
    for (const role of ['admin', 'editor', 'viewer'] as const) expect(await readsOf(role)).toEqual(marks(two.id, one.id, two.id));
    const listed = ((await chat.call('editor', 'GET', '/app/conversations')).body as ConversationPage).items.find((x) => x.id === c.id);
    expect(listed?.reads).toEqual(marks(two.id, one.id, two.id));
    // A removed member leaves the reads with the membership, and starts from none when added back.
    const path = `/app/conversations/${c.id}/members`;
    const removed = await chat.call('admin', 'PUT', path, { memberIds: [ids.editor] });
    const said = (removed.body as Conversation).lastMessage!.id;
    expect((removed.body as Conversation).reads).toEqual(marks(said, one.id, 0).slice(0, 2));
    expect(await chat.call('viewer', 'GET', `/app/conversations/${c.id}`)).toMatchObject({
      status: 404,
      body: { message: CHAT_MESSAGES.noConversation },
    });
    const back = await chat.call('admin', 'PUT', path, { memberIds: [ids.editor, ids.viewer] });
    expect((back.body as Conversation).reads.find((r) => r.userId === ids.viewer)).toEqual({ userId: ids.viewer, upTo: 0 });
  });

  it('stores one message for the same clientId sent twice, and refuses an empty or too long text', async () => {
    const c = await newConversation(chat, 'editor', ['admin'], 'Idempotent case');
    const clientId = nextClientId();
    const first = await send(chat, 'editor', c.id, 'Only once', clientId);
    const second = await send(chat, 'editor', c.id, 'Only once', clientId);
    expect(second).toEqual(first);
    expect((await page(chat, 'admin', c.id)).items.map((m) => m.id)).toEqual([first.id]);
    const path = `/app/conversations/${c.id}/messages`;
    expect((await chat.call('editor', 'POST', path, { clientId: nextClientId(), text: '' })).status).toBe(400);
    const tooLong = 'x'.repeat(CHAT_LIMITS.text + 1);
    expect((await chat.call('editor', 'POST', path, { clientId: nextClientId(), text: tooLong })).status).toBe(400);
    expect((await chat.call('editor', 'POST', path, { clientId: nextClientId(), text: tooLong.slice(1) })).status).toBe(200);
  });
}

function privacyCases(chat: ChatBackend): void {
  it('answers 404 on every route to an account that is not a member, the administrator included', async () => {
    const c = await newConversation(chat, 'editor', ['viewer'], 'Private case');
    const message = await send(chat, 'editor', c.id, 'Between us');
    const base = `/app/conversations/${c.id}`;
    const calls: [string, string, unknown?][] = [
      ['GET', base],
      ['PUT', `${base}/members`, { memberIds: [chat.ids().admin] }],
      ['GET', `${base}/messages`],
      ['POST', `${base}/messages`, { clientId: nextClientId(), text: 'Let me in' }],
      ['POST', `${base}/read`, { upTo: message.id }],
      ['POST', `${base}/typing`],
      ['PUT', `/app/messages/${message.id}`, { text: 'Changed' }],
      ['DELETE', `/app/messages/${message.id}`],
    ];
    for (const [method, path, body] of calls) {
      const res = await chat.call('admin', method, path, body);
      expect([method, path, res.status]).toEqual([method, path, 404]);
    }
    const list = (await chat.call('admin', 'GET', '/app/conversations')).body as ConversationPage;
    expect(list.items.map((x) => x.id)).not.toContain(c.id);
    expect((await page(chat, 'viewer', c.id)).items.map((m) => m.text)).toEqual(['Between us']);
  });
}

function rateCases(chat: ChatBackend): void {
  it(`answers 429 with Retry-After past ${CHAT_LIMITS.rateMessages} messages in ${CHAT_LIMITS.rateWindowMs / 1000} s`, async () => {
    const c = await newConversation(chat, 'viewer', ['editor'], 'Rate case');
    const path = `/app/conversations/${c.id}/messages`;
    let refused: ChatAnswer | undefined;
    for (let i = 0; i <= CHAT_LIMITS.rateMessages && !refused; i++) {
      const res = await chat.call('viewer', 'POST', path, { clientId: nextClientId(), text: `Burst ${i}` });
      if (res.status === 429) refused = res;
      else expect(res.status).toBe(200);
    }
    expect(refused?.body).toEqual({ message: CHAT_MESSAGES.tooFast });
    const wait = Number(refused?.headers.get('Retry-After'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(CHAT_LIMITS.rateWindowMs / 1000);
    // Nothing was stored for the refused one, and the others may still send.
    expect((await page(chat, 'editor', c.id, `?limit=${CHAT_LIMITS.pageMax}`)).items.length).toBeLessThanOrEqual(CHAT_LIMITS.rateMessages);
    expect((await chat.call('editor', 'POST', path, { clientId: nextClientId(), text: 'Still here' })).status).toBe(200);
  });
}

/** A live stream being read: the chat events it carried so far. */
export interface ChatStream {
  events: ChatEvent[];
  /** Resolves with the first event that `match`es (already carried or still to come), or rejects after `ms`. */
  next: (match: (event: ChatEvent) => boolean, ms?: number) => Promise<ChatEvent>;
  close: () => Promise<void>;
}

/** Reads the chat events of an open `GET /app/events` answer until closed. */
export function readChatStream(response: Response): ChatStream {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const events: ChatEvent[] = [];
  let buffer = '';
  let closed = false;
  void (async () => {
    while (!closed) {
      const chunk = await reader.read().catch(() => ({ done: true as const, value: undefined }));
      if (chunk.done) break;
      buffer += chunk.value;
      const blocks = buffer.split('\n\n');
      buffer = blocks.pop() ?? '';
      for (const block of blocks) {
        if (!new RegExp(`^event: ${CHAT_EVENT}$`, 'm').test(block)) continue;
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (data) events.push(JSON.parse(data) as ChatEvent);
      }
    }
  })();
  const next = async (match: (event: ChatEvent) => boolean, ms = 5_000) => {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = events.find(match);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`No such chat event in ${ms} ms; carried: ${JSON.stringify(events)}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  const close = async () => {
    closed = true;
    await reader.cancel().catch(() => undefined);
  };
  return { events, next, close };
}

/**
 * The live stream carries a conversation's events to its members only: three accounts each read their stream while
 * two of them talk privately. `open` opens `GET /app/events` as a role's demo account.
 */
export function describeChatLive(chat: ChatBackend, open: (role: Role) => Promise<Response>): void {
  it("sends a conversation's events to its members only (three accounts), and stops at once for a removed member", async () => {
    const streams = {
      admin: readChatStream(await open('admin')),
      editor: readChatStream(await open('editor')),
      viewer: readChatStream(await open('viewer')),
    };
    try {
      const secret = await newConversation(chat, 'editor', ['admin'], 'Live secret');
      const message = await send(chat, 'editor', secret.id, 'Only for Alex');
      const ofSecret = (e: ChatEvent) => e.conversationId === secret.id;
      const created = await streams.admin.next((e) => ofSecret(e) && e.type === 'message.created');
      expect(created.message).toMatchObject({ id: message.id, text: 'Only for Alex' });
      await streams.editor.next((e) => ofSecret(e) && e.type === 'message.created');
      await chat.call('admin', 'POST', `/app/conversations/${secret.id}/typing`);
      await streams.editor.next((e) => ofSecret(e) && e.type === 'typing' && e.userId === chat.ids().admin);
      // A group with the viewer: once its event reached the viewer, the secret's (sent before) would have too.
      const group = await newConversation(chat, 'admin', ['editor', 'viewer'], 'Live group');
      await send(chat, 'admin', group.id, 'For everyone');
      await streams.viewer.next((e) => e.conversationId === group.id && e.type === 'message.created');
      expect(streams.viewer.events.filter(ofSecret)).toEqual([]);
      // The viewer removed: told so, then nothing more of the group.
      await chat.call('admin', 'PUT', `/app/conversations/${group.id}/members`, { memberIds: [chat.ids().editor] });
      await streams.viewer.next((e) => e.conversationId === group.id && e.type === 'members');
      await send(chat, 'admin', group.id, 'After you left');
      await streams.editor.next((e) => e.type === 'message.created' && e.message?.text === 'After you left');
      await send(chat, 'admin', secret.id, 'Marker');
      await streams.admin.next((e) => e.type === 'message.created' && e.message?.text === 'Marker');
      expect(streams.viewer.events.some((e) => e.message?.text === 'After you left')).toBe(false);
    } finally {
      await Promise.all(Object.values(streams).map((s) => s.close()));
    }
  });
}

/**
 * The sample conversations (src/resources/samples/chat-samples.ts) as each demo account sees them, before any case
 * writes: its own only, with the members, the messages in order and the unread count (each member has read what they
 * wrote), and 404 for the others'. Run first: later cases may write to the direct conversations.
 */
export function describeChatSamples(chat: ChatBackend): void {
  it('has the sample conversations of the demo accounts, each seen by its members only, with its messages and unread count', async () => {
    const { CHAT_SAMPLE_LINES, CHAT_SAMPLES } = await import('../resources/samples/chat-samples.ts');
    const ids = chat.ids();
    const seen = new Map<number, number>();
    for (const role of Object.keys(ids) as Role[]) {
      const page = (await chat.call(role, 'GET', '/app/conversations')).body as ConversationPage;
      const samples = CHAT_SAMPLES.map((sample, index) => ({ sample, index })).filter(({ sample }) => sample.members.includes(role));
      // Newest (last line) first.
      const lastLine = (index: number) => CHAT_SAMPLE_LINES.findLastIndex(([c]) => c === index);
      samples.sort((a, b) => lastLine(b.index) - lastLine(a.index));
      expect(page.items.map((c) => [c.title, c.memberIds])).toEqual(
        samples.map(({ sample }) => [sample.title, sample.members.map((r) => ids[r])]),
      );
      for (const [position, { sample, index }] of samples.entries()) {
        const conversation = page.items[position]!;
        expect(conversation.ownerId).toBe(ids[sample.owner]);
        const lines = CHAT_SAMPLE_LINES.filter(([c]) => c === index);
        const messages = ((await chat.call(role, 'GET', `/app/conversations/${conversation.id}/messages`)).body as MessagePage).items;
        expect(messages.map((m) => [m.authorId, m.text])).toEqual(lines.map(([, author, text]) => [ids[author], text]));
        const readUpTo = lines.findLastIndex(([, author]) => author === role);
        expect(conversation.unread).toBe(lines.slice(readUpTo + 1).filter(([, author]) => author !== role).length);
        seen.set(index, conversation.id);
      }
    }
    // A conversation is its members' only: the administrator's answer for the editor and the viewer's is 404.
    const notAdmins = CHAT_SAMPLES.findIndex((sample) => !sample.members.includes('admin'));
    expect((await chat.call('admin', 'GET', `/app/conversations/${seen.get(notAdmins)}`)).status).toBe(404);
    expect((await chat.call('admin', 'GET', `/app/conversations/${seen.get(notAdmins)}/messages`)).status).toBe(404);
  });
}
