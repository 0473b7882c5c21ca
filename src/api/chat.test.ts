// The chat client's live parts: a `chat` event of the live stream reaches `onChat` (and not `onChange`), and the fake
// backend's chat events reach watchFakeChat.
import { expect, it } from 'vitest';
import { connectSse } from './live.ts';
import { watchFakeChat } from './chat.ts';
import { FAKE_CHAT_CHANNEL } from '../contract/chat-messages.ts';

const event = { type: 'typing', conversationId: 3, userId: 2, at: '2026-12-02T10:00:00.000Z' };

it('hands a chat event of the stream to onChat, parsed', async () => {
  const stream = `event: chat\ndata: ${JSON.stringify(event)}\n\n: connected\n\n`;
  const chats: unknown[] = [];
  const changes: unknown[] = [];
  const connection = connectSse({
    url: () => 'http://localhost/app/events',
    getToken: () => 't',
    onChange: (change) => changes.push(change),
    onChat: (data) => chats.push(data),
    onUnauthorised: () => undefined,
    fetchImpl: () => Promise.resolve(new Response(stream, { headers: { 'Content-Type': 'text/event-stream' } })),
    sleep: () => new Promise(() => undefined),
  });
  await expect.poll(() => chats).toEqual([event]);
  expect(changes).toEqual([]);
  connection.stop();
});

it("hands the fake backend's chat events to watchFakeChat", async () => {
  const seen: unknown[] = [];
  const stop = watchFakeChat((data) => seen.push(data));
  const sender = new BroadcastChannel(FAKE_CHAT_CHANNEL);
  sender.postMessage({ event, alsoTo: [] });
  await expect.poll(() => seen).toEqual([event]);
  stop();
  sender.close();
});
