// Team chat on the fake backend (src/mocks/handlers/chat.ts), with the cases both backends run
// (src/contract/chat-cases.ts), as each role's demo account; then the sample conversations and their reset.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeChatAttachments, type ChatFilesBackend } from '../../contract/chat-attachment-cases.ts';
import { describeChat, describeChatLive, describeChatSamples, type ChatCall } from '../../contract/chat-cases.ts';
import { CHAT_MESSAGES, type Conversation, type ConversationPage, type MessagePage } from '../../contract/chat.ts';
import { ROLES, type Role } from '../../contract/permissions.ts';
import { DEMO_ACCOUNTS } from '../../resources/samples/demo-accounts.ts';
import { createTestServer } from '../node.ts';

const backend = createTestServer();
const tokens = new Map<Role, string>();
const ids = {} as Record<Role, number>;
beforeAll(async () => {
  backend.server.listen({ onUnhandledRequest: 'error' });
  for (const role of ROLES) {
    const { email, password } = DEMO_ACCOUNTS[role];
    const res = await fetch('http://localhost/users/authenticate', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    const user = (await res.json()) as { token: string; id: number };
    tokens.set(role, user.token);
    ids[role] = user.id;
  }
});
afterAll(() => backend.server.close());

const call: ChatCall = async (role, method, path, body) => {
  const res = await fetch(`http://localhost${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${tokens.get(role)}` },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as unknown, headers: res.headers };
};
const raw: ChatFilesBackend['raw'] = async (role, method, path, body) => {
  const res = await fetch(`http://localhost${path}`, {
    method,
    headers: { Authorization: `Bearer ${tokens.get(role)}`, ...(body ? { 'Content-Type': body.type } : {}) },
    ...(body ? { body: body.bytes } : {}),
  });
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
};
const open = (role: Role) => fetch('http://localhost/app/events', { headers: { Authorization: `Bearer ${tokens.get(role)}` } });

describe('team chat on the fake backend', () => {
  describeChatSamples({ call, ids: () => ids });
  describeChatLive({ call, ids: () => ids }, open);
  describeChat({ call, ids: () => ids });
  describeChatAttachments({ call, raw, ids: () => ids });

  it('keeps the conversations in its state, which a reset takes back to the samples', async () => {
    const made = await call('admin', 'POST', '/app/conversations', { memberIds: [ids.editor], title: 'Kept' });
    expect(made.status).toBe(200);
    await backend.db.reset();
    const after = (await call('admin', 'GET', '/app/conversations')).body as ConversationPage;
    expect(after.items.map((c) => c.id)).toEqual([3, 1]);
  });

  it("adds, once, a group of N messages for ?messages=N (the benchmark's long conversation), paged like any other", async () => {
    const first = (await call('admin', 'GET', '/app/conversations?messages=120')).body as ConversationPage;
    const again = (await call('editor', 'GET', '/app/conversations?messages=120')).body as ConversationPage;
    const long = first.items.find((c) => c.title === 'Synthetic: 120 messages')!;
    expect(long.memberIds).toEqual([ids.admin, ids.editor, ids.viewer]);
    expect(long.unread).toBe(0);
    expect(again.items.filter((c) => c.title === long.title).map((c) => c.id)).toEqual([long.id]);
    const newest = (await call('admin', 'GET', `/app/conversations/${long.id}/messages?limit=100`)).body as MessagePage;
    expect(newest.items).toHaveLength(100);
    const older = (await call('admin', 'GET', `/app/conversations/${long.id}/messages?before=${newest.items[0]!.id}&limit=100`))
      .body as MessagePage;
    expect(older.items).toHaveLength(20);
    expect(older.items.at(-1)!.createdAt < newest.items[0]!.createdAt).toBe(true);
    // A bad count is no request for one.
    const bad = (await call('admin', 'GET', '/app/conversations?messages=lots')).body as ConversationPage;
    expect(bad.total).toBe(first.total);
    await backend.db.reset();
  });

  it('lets a deactivated account neither send (its sessions end: 401) nor be added to a conversation', async () => {
    const c = (await call('viewer', 'POST', '/app/conversations', { memberIds: [ids.admin], title: 'Before leaving' }))
      .body as Conversation;
    expect((await call('admin', 'PATCH', `/users/${ids.viewer}`, { status: 'deactivated' })).status).toBe(200);
    const sent = await call('viewer', 'POST', `/app/conversations/${c.id}/messages`, { clientId: 'after-leaving', text: 'Still here?' });
    expect(sent.status).toBe(401);
    const added = await call('admin', 'POST', '/app/conversations', { memberIds: [ids.viewer, ids.editor], title: 'Without' });
    expect(added.body).toEqual({ message: CHAT_MESSAGES.badMember });
    expect((await call('admin', 'PATCH', `/users/${ids.viewer}`, { status: 'active' })).status).toBe(200);
  });
});
