// Team chat on the reference server (server/routes/chat*.ts, server/chat/) on PGlite, and on Postgres where
// DATABASE_URL is set: the cases both backends run (src/contract/chat-cases.ts), the live stream's delivery to members
// only (three accounts), the same clientId sent twice at once, and no message text in the audit trail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeChatAttachments, type ChatFilesBackend } from '../../src/contract/chat-attachment-cases.ts';
import { describeChat, describeChatLive, describeChatSamples, type ChatCall } from '../../src/contract/chat-cases.ts';
import { CHAT_MESSAGES, type ChatMessage, type Conversation } from '../../src/contract/chat.ts';
import { ROLES, type Role } from '../../src/contract/permissions.ts';
import { DEMO_ACCOUNTS } from '../../src/resources/samples/demo-accounts.ts';
import { createTestServer, jsonInit, START_TIMEOUT, TEST_DRIVER, type TestServer } from '../test-server.ts';

let server: TestServer;
const tokens = new Map<Role, string>();
const ids = {} as Record<Role, number>;
beforeAll(async () => {
  server = await createTestServer({ seedDemo: true });
  for (const role of ROLES) {
    const { email, password } = DEMO_ACCOUNTS[role];
    const res = await server.request('/users/authenticate', jsonInit('POST', { email, password }));
    const user = (await res.json()) as { token: string; id: number };
    tokens.set(role, user.token);
    ids[role] = user.id;
  }
}, START_TIMEOUT);
afterAll(() => server.close());

const call: ChatCall = async (role, method, path, body) => {
  const res = await server.request(path, jsonInit(method, body, tokens.get(role)));
  return { status: res.status, body: (await res.json()) as unknown, headers: res.headers };
};
const raw: ChatFilesBackend['raw'] = async (role, method, path, body) => {
  const res = await server.request(path, {
    method,
    headers: { Authorization: `Bearer ${tokens.get(role)}`, ...(body ? { 'Content-Type': body.type } : {}) },
    ...(body ? { body: body.bytes } : {}),
  });
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
};
const open = (role: Role) => server.request('/app/events', { headers: { Authorization: `Bearer ${tokens.get(role)}` } });

describe(`team chat on ${TEST_DRIVER}`, () => {
  describeChatSamples({ call, ids: () => ids });
  describeChatLive({ call, ids: () => ids }, open);
  describeChat({ call, ids: () => ids });
  describeChatAttachments({ call, raw, ids: () => ids });

  it('stores one message for one clientId sent ten times at once', async () => {
    const c = (await call('admin', 'POST', '/app/conversations', { memberIds: [ids.editor], title: 'At once' })).body as Conversation;
    const sends = Array.from({ length: 10 }, () =>
      call('editor', 'POST', `/app/conversations/${c.id}/messages`, { clientId: 'same-at-once', text: 'Once' }),
    );
    const answers = await Promise.all(sends);
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    expect(new Set(answers.map((a) => (a.body as ChatMessage).id)).size).toBe(1);
    const page = (await call('admin', 'GET', `/app/conversations/${c.id}/messages`)).body as { items: ChatMessage[] };
    expect(page.items.length).toBe(1);
  });

  it("records conversations made and their members changed in the audit trail, never a message's text", async () => {
    const c = (await call('admin', 'POST', '/app/conversations', { memberIds: [ids.editor], title: 'Audited' })).body as Conversation;
    await call('admin', 'POST', `/app/conversations/${c.id}/messages`, { clientId: 'audit-1', text: 'Top secret words' });
    await call('admin', 'PUT', `/app/conversations/${c.id}/members`, { memberIds: [ids.editor, ids.viewer] });
    // The trail's resource filter knows the lists only: the newest page, read whole.
    const trail = (await call('admin', 'GET', '/app/audit?pageSize=100')).body as {
      items: { action: string; resource: string; recordId: number | null }[];
    };
    const ours = trail.items.filter((e) => e.resource === 'conversations' && e.recordId === c.id).map((e) => e.action);
    expect(ours.sort()).toEqual(['create', 'update']);
    const everything = JSON.stringify(trail);
    expect(everything).not.toContain('Top secret words');
  });

  it("records a file sent (its name, type and size), never its message's text nor its bytes", async () => {
    const c = (await call('admin', 'POST', '/app/conversations', { memberIds: [ids.editor], title: 'Audited files' })).body as Conversation;
    const file = await raw('admin', 'POST', `/app/conversations/${c.id}/attachments?name=plan.txt`, {
      type: 'text/plain',
      bytes: new TextEncoder().encode('secret file words'),
    });
    const { id } = JSON.parse(new TextDecoder().decode(file.bytes)) as { id: number };
    await call('admin', 'POST', `/app/conversations/${c.id}/messages`, {
      clientId: 'audit-file',
      text: 'Secret caption',
      attachmentIds: [id],
    });
    const trail = (await call('admin', 'GET', '/app/audit?pageSize=100')).body as {
      items: { resource: string; recordId: number | null; changes: { field: string; after: unknown }[] }[];
    };
    const entry = trail.items.find((e) => e.resource === 'chatAttachments' && e.recordId === id);
    expect(Object.fromEntries(entry!.changes.map((ch) => [ch.field, ch.after]))).toEqual({
      conversationId: c.id,
      name: 'plan.txt',
      type: 'text/plain',
      size: 17,
    });
    const everything = JSON.stringify(trail);
    expect(everything).not.toContain('Secret caption');
    expect(everything).not.toContain('secret file words');
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
