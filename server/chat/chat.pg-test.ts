// Team chat across API processes on one Postgres: a message posted through one process reaches a live stream of
// another (each listens on the chat channel with its own LISTEN connection), to the conversation's members only; a
// file sent through one process is served by another sharing the upload folder, to members only.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { connect } from '../db/connect.ts';
import { readChatStream } from '../../src/contract/chat-cases.ts';
import type { ChatAttachment, ChatMessage, Conversation } from '../../src/contract/chat.ts';
import { DEMO_ACCOUNTS } from '../../src/resources/samples/demo-accounts.ts';
import { startLiveHub } from '../live/events.ts';
import { diskFileStore } from '../uploads/file-store.ts';
import { createTestServer, jsonInit, START_TIMEOUT, type TestServer } from '../test-server.ts';

let server: TestServer;
/** The upload folder both processes share, as they would share UPLOAD_DIR. */
const uploads = mkdtempSync(join(tmpdir(), 'stride-chat-pg-files-'));
const signed: Record<'admin' | 'editor' | 'viewer', { token: string; id: number }> = {} as never;
beforeAll(async () => {
  server = await createTestServer({ seedDemo: true, app: { files: diskFileStore(uploads) } });
  for (const role of ['admin', 'editor', 'viewer'] as const) {
    const { email, password } = DEMO_ACCOUNTS[role];
    signed[role] = (await (await server.request('/users/authenticate', jsonInit('POST', { email, password }))).json()) as {
      token: string;
      id: number;
    };
  }
}, START_TIMEOUT);
afterAll(async () => {
  await server.close();
  rmSync(uploads, { recursive: true, force: true });
});

it("a message posted through one API process reaches a member's stream on another process, and no one else's", async () => {
  const other = await connect({ databaseUrl: server.databaseUrl });
  const hub = await startLiveHub(other);
  const { app } = createApp({ db: other.db, live: hub, driver: 'postgres' });
  const open = (role: 'admin' | 'viewer') =>
    app.request('http://localhost/app/events', { headers: { Authorization: `Bearer ${signed[role].token}` } });
  const admin = readChatStream(await open('admin'));
  const viewer = readChatStream(await open('viewer'));
  try {
    const made = await server.request(
      '/app/conversations',
      jsonInit('POST', { memberIds: [signed.admin.id], title: 'Across' }, signed.editor.token),
    );
    const c = (await made.json()) as Conversation;
    const started = performance.now();
    const sent = await server.request(
      `/app/conversations/${c.id}/messages`,
      jsonInit('POST', { clientId: 'across-1', text: 'From process one' }, signed.editor.token),
    );
    expect(sent.status).toBe(200);
    const event = await admin.next((e) => e.conversationId === c.id && e.type === 'message.created');
    expect(event.message?.text).toBe('From process one');
    // A figure for docs/chat-api.md (the stream is polled every 20 ms): not a goal the test holds.
    console.log(`postgres: a message reached another process's stream ${Math.round(performance.now() - started)} ms after it was posted`);
    // A conversation with the viewer, after: once it reached the viewer, the first one would have too.
    const withViewer = (await (
      await server.request('/app/conversations', jsonInit('POST', { memberIds: [signed.viewer.id], title: 'Marker' }, signed.editor.token))
    ).json()) as Conversation;
    await server.request(`/app/conversations/${withViewer.id}/typing`, jsonInit('POST', undefined, signed.editor.token));
    await viewer.next((e) => e.conversationId === withViewer.id && e.type === 'typing');
    expect(viewer.events.filter((e) => e.conversationId === c.id)).toEqual([]);
  } finally {
    await Promise.all([admin.close(), viewer.close()]);
    await hub.close();
    await other.close();
  }
});

it('a file sent through one API process, in a message, reaches another process: its event and its bytes, members only', async () => {
  const other = await connect({ databaseUrl: server.databaseUrl });
  const hub = await startLiveHub(other);
  const { app } = createApp({ db: other.db, live: hub, driver: 'postgres', files: diskFileStore(uploads) });
  const admin = readChatStream(
    await app.request('http://localhost/app/events', { headers: { Authorization: `Bearer ${signed.admin.token}` } }),
  );
  try {
    const made = await server.request(
      '/app/conversations',
      jsonInit('POST', { memberIds: [signed.admin.id], title: 'Files across' }, signed.editor.token),
    );
    const c = (await made.json()) as Conversation;
    const bytes = new TextEncoder().encode('%PDF-1.4 across');
    const upload = await server.request(`/app/conversations/${c.id}/attachments?name=across.pdf`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${signed.editor.token}`, 'Content-Type': 'application/pdf' },
      body: bytes,
    });
    const file = (await upload.json()) as ChatAttachment;
    const sent = await server.request(
      `/app/conversations/${c.id}/messages`,
      jsonInit('POST', { clientId: 'across-file', text: '', attachmentIds: [file.id] }, signed.editor.token),
    );
    expect(((await sent.json()) as ChatMessage).attachments).toEqual([file]);
    const event = await admin.next((e) => e.conversationId === c.id && e.type === 'message.created');
    expect(event.message?.attachments).toEqual([file]);
    const read = (token: string) =>
      app.request(`http://localhost/app/conversations/${c.id}/attachments/${file.id}`, { headers: { Authorization: `Bearer ${token}` } });
    const got = await read(signed.admin.token);
    expect(got.status).toBe(200);
    expect(new Uint8Array(await got.arrayBuffer())).toEqual(bytes);
    expect((await read(signed.viewer.token)).status).toBe(404);
  } finally {
    await admin.close();
    await hub.close();
    await other.close();
  }
});
