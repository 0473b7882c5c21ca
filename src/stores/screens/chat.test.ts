import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatEvent, ChatMessage, Conversation } from '../../api/chat.ts';
import { loadOutbox, mergeMessages, saveOutbox, withoutDelivered, type OutboxItem } from './chat-outbox.ts';

const api = vi.hoisted(() => ({
  getConversations: vi.fn(),
  getMessages: vi.fn(),
  sendMessage: vi.fn(),
  uploadAttachment: vi.fn(),
  markRead: vi.fn(),
  setMembers: vi.fn(),
}));
vi.mock('../../api/chat.ts', async () => {
  const { CHAT_LIMITS } = await import('../../contract/chat-messages.ts');
  return { ...api, CHAT_LIMITS };
});
vi.mock('../../api/session.ts', async () => {
  const { atom } = await import('nanostores');
  // The caller is member 1 (Ada) of conversation 7; member 2 (Bo) is the other.
  return { $currentUser: atom({ id: 1 }) };
});

const message = (id: number, clientId = `c${id}`, text = `Message ${id}`): ChatMessage => ({
  id,
  conversationId: 7,
  authorId: 1,
  clientId,
  text,
  createdAt: '2026-12-02T10:00:00.000Z',
  editedAt: null,
  deleted: false,
});
const conversation: Conversation = {
  id: 7,
  title: null,
  direct: true,
  ownerId: 1,
  memberIds: [1, 2],
  memberNames: ['Ada Admin', 'Bo Editor'],
  lastMessage: null,
  unread: 0,
  reads: [
    { userId: 1, upTo: 0 },
    { userId: 2, upTo: 0 },
  ],
  updatedAt: '2026-12-02T10:00:00.000Z',
};

describe('the chat outbox', () => {
  it('merges pages by id, a newer copy winning, in id order', () => {
    const edited = { ...message(2), text: 'changed', editedAt: '2026-12-02T10:01:00.000Z' };
    expect(mergeMessages([message(3), message(2)], [edited, message(1)]).map((m) => [m.id, m.text])).toEqual([
      [1, 'Message 1'],
      [2, 'changed'],
      [3, 'Message 3'],
    ]);
  });

  it('drops the items the backend answered, by clientId', () => {
    const item: OutboxItem = { clientId: 'c2', conversationId: 7, text: 'x', createdAt: '', status: 'sending' };
    const other: OutboxItem = { ...item, clientId: 'c9' };
    expect(withoutDelivered([item, other], [message(2)])).toEqual([other]);
  });

  it('keeps its items across a reload, sending again, and ignores what it cannot read', () => {
    const memory = new Map<string, string>();
    const storage = {
      getItem: (k: string) => memory.get(k) ?? null,
      setItem: (k: string, v: string) => void memory.set(k, v),
      removeItem: (k: string) => void memory.delete(k),
    };
    saveOutbox(storage, [{ clientId: 'a', conversationId: 7, text: 'hi\nthere', createdAt: 't', status: 'failed', error: new Error('x') }]);
    expect(loadOutbox(storage)).toEqual([{ clientId: 'a', conversationId: 7, text: 'hi\nthere', createdAt: 't', status: 'sending' }]);
    saveOutbox(storage, []);
    expect(memory.size).toBe(0);
    memory.set('stride:chat-outbox', '{not json');
    expect(loadOutbox(storage)).toEqual([]);
  });
});

describe('the chat store', () => {
  beforeEach(() => {
    vi.resetModules();
    for (const fn of Object.values(api)) fn.mockReset();
    api.getConversations.mockResolvedValue({ items: [conversation], total: 1 });
    api.getMessages.mockResolvedValue({ items: [message(1)] });
    api.markRead.mockResolvedValue(conversation);
  });

  it('shows a sent message once: the answer replaces the pending bubble', async () => {
    const { chatStore } = await import('./chat.ts');
    await chatStore.start();
    await chatStore.open(7);
    let answer: (m: ChatMessage) => void = () => undefined;
    api.sendMessage.mockImplementation(
      (_id: number, clientId: string, text: string) => new Promise((r) => (answer = () => r(message(2, clientId, text)))),
    );
    chatStore.send('Hello');
    const pending = chatStore.$state.get().outbox;
    expect(pending).toHaveLength(1);
    expect(pending[0]?.status).toBe('sending');
    answer(message(2));
    await vi.waitFor(() => expect(chatStore.$state.get().outbox).toHaveLength(0));
    const texts = chatStore.$state.get().messages.map((m) => m.text);
    expect(texts).toEqual(['Message 1', 'Hello']);
    expect(api.sendMessage).toHaveBeenCalledWith(7, pending[0]?.clientId, 'Hello', []);
    expect(chatStore.$state.get().conversations[0]?.lastMessage?.text).toBe('Hello');
    chatStore.stop();
  });

  it('keeps a message the connection lost, and sends it again with the same clientId', async () => {
    const { chatStore } = await import('./chat.ts');
    const { ApiError } = await import('../../api/client.ts');
    await chatStore.start();
    await chatStore.open(7);
    api.sendMessage.mockRejectedValueOnce(new ApiError('Network error', 0, 'network'));
    chatStore.send('Offline words');
    await vi.waitFor(() => expect(chatStore.$state.get().outbox[0]?.error).toBeInstanceOf(ApiError));
    expect(chatStore.$state.get().outbox[0]?.status).toBe('sending');
    const clientId = chatStore.$state.get().outbox[0]?.clientId ?? '';
    api.sendMessage.mockImplementation((_id: number, cid: string, text: string) => Promise.resolve(message(3, cid, text)));
    await chatStore.flush();
    expect(chatStore.$state.get().outbox).toHaveLength(0);
    expect(api.sendMessage).toHaveBeenLastCalledWith(7, clientId, 'Offline words', []);
    expect(chatStore.$state.get().messages.filter((m) => m.clientId === clientId)).toHaveLength(1);
    chatStore.stop();
  });

  it('leaves a refused message failed until retried or discarded', async () => {
    const { chatStore } = await import('./chat.ts');
    const { ApiError } = await import('../../api/client.ts');
    await chatStore.start();
    await chatStore.open(7);
    api.sendMessage.mockRejectedValue(new ApiError('Bad', 400));
    chatStore.send('Refused');
    await vi.waitFor(() => expect(chatStore.$state.get().outbox[0]?.status).toBe('failed'));
    await chatStore.flush();
    expect(api.sendMessage).toHaveBeenCalledTimes(1);
    chatStore.retry(chatStore.$state.get().outbox[0]?.clientId ?? '');
    await vi.waitFor(() => expect(api.sendMessage).toHaveBeenCalledTimes(2));
    chatStore.discard(chatStore.$state.get().outbox[0]?.clientId ?? '');
    expect(chatStore.$state.get().outbox).toHaveLength(0);
    chatStore.stop();
  });
});

describe("the chat store's files", () => {
  beforeEach(() => {
    vi.resetModules();
    for (const fn of Object.values(api)) fn.mockReset();
    api.getConversations.mockResolvedValue({ items: [conversation], total: 1 });
    api.getMessages.mockResolvedValue({ items: [message(1)] });
    api.markRead.mockResolvedValue(conversation);
  });
  const pdf = () => new File(['%PDF-1.4'], 'report.pdf', { type: 'application/pdf' });
  const png = () => new File([new Uint8Array(10)], 'photo.png', { type: 'image/png' });
  let uploaded = 0;
  const answerUploads = () =>
    api.uploadAttachment.mockImplementation((_c: number, file: Blob, name: string) =>
      Promise.resolve({ id: ++uploaded, name, type: file.type, size: file.size }),
    );

  it('says which chosen files it refuses (type, size, count) and keeps the others for the message', async () => {
    const { chatStore } = await import('./chat.ts');
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.pdf', { type: 'application/pdf' });
    const page = new File(['<html>'], 'page.html', { type: 'text/html' });
    const problems = chatStore.addFiles(7, [pdf(), big, page, ...Array.from({ length: 10 }, png)]);
    expect(problems).toEqual([
      { name: 'big.pdf', problem: 'size' },
      { name: 'page.html', problem: 'type' },
      { name: 'photo.png', problem: 'count' },
    ]);
    expect(chatStore.$state.get().pendingFiles[7]).toHaveLength(10);
    chatStore.removeFile(7, chatStore.$state.get().pendingFiles[7]![0]!.key);
    expect(chatStore.$state.get().pendingFiles[7]).toHaveLength(9);
  });

  it('uploads the files of a message, then sends it with their ids; a message of files alone has no text', async () => {
    const { chatStore } = await import('./chat.ts');
    await chatStore.start();
    await chatStore.open(7);
    answerUploads();
    api.sendMessage.mockImplementation((_id: number, cid: string, text: string) => Promise.resolve(message(2, cid, text)));
    chatStore.addFiles(7, [png(), pdf()]);
    chatStore.send('  ');
    expect(chatStore.$state.get().pendingFiles[7]).toEqual([]);
    await vi.waitFor(() => expect(chatStore.$state.get().outbox).toHaveLength(0));
    expect(api.uploadAttachment.mock.calls.map((c) => c[2])).toEqual(['photo.png', 'report.pdf']);
    expect(api.sendMessage).toHaveBeenCalledWith(7, expect.any(String), '', [uploaded - 1, uploaded]);
    chatStore.stop();
  });

  it('keeps the files of a message the connection lost, and uploads only the rest when it is back', async () => {
    const { chatStore } = await import('./chat.ts');
    const { ApiError } = await import('../../api/client.ts');
    await chatStore.start();
    await chatStore.open(7);
    answerUploads();
    api.uploadAttachment.mockImplementationOnce((_c: number, file: Blob, name: string) =>
      Promise.resolve({ id: ++uploaded, name, type: file.type, size: file.size }),
    );
    api.uploadAttachment.mockRejectedValueOnce(new ApiError('Network error', 0, 'network'));
    api.sendMessage.mockImplementation((_id: number, cid: string, text: string) => Promise.resolve(message(3, cid, text)));
    chatStore.addFiles(7, [png(), pdf()]);
    chatStore.send('Both');
    await vi.waitFor(() => expect(chatStore.$state.get().outbox[0]?.error).toBeInstanceOf(ApiError));
    const item = chatStore.$state.get().outbox[0]!;
    expect(item.status).toBe('sending');
    expect(item.files?.map((f) => Boolean(f.attachment))).toEqual([true, false]);
    await chatStore.flush();
    await vi.waitFor(() => expect(chatStore.$state.get().outbox).toHaveLength(0));
    expect(api.uploadAttachment).toHaveBeenCalledTimes(3);
    expect(api.sendMessage).toHaveBeenCalledTimes(1);
    chatStore.stop();
  });

  it('gives the text and the files of a refused message back to the composer on discard', async () => {
    const { chatStore } = await import('./chat.ts');
    const { ApiError } = await import('../../api/client.ts');
    await chatStore.start();
    await chatStore.open(7);
    api.uploadAttachment.mockRejectedValue(new ApiError('Your uploads have reached your storage quota', 507));
    chatStore.addFiles(7, [pdf()]);
    chatStore.send('With a file');
    await vi.waitFor(() => expect(chatStore.$state.get().outbox[0]?.status).toBe('failed'));
    expect(api.sendMessage).not.toHaveBeenCalled();
    chatStore.discard(chatStore.$state.get().outbox[0]!.clientId);
    expect(chatStore.$state.get().drafts[7]).toBe('With a file');
    expect(chatStore.$state.get().pendingFiles[7]?.map((f) => f.name)).toEqual(['report.pdf']);
    chatStore.stop();
  });

  it('keeps across a reload the files uploaded already, and says when others were lost', async () => {
    const { OUTBOX_FILES_LOST } = await import('./chat-outbox.ts');
    const memory = new Map<string, string>();
    const storage = {
      getItem: (k: string) => memory.get(k) ?? null,
      setItem: (k: string, v: string) => void memory.set(k, v),
      removeItem: (k: string) => void memory.delete(k),
    };
    const up = {
      key: 'k1',
      name: 'a.pdf',
      type: 'application/pdf',
      size: 3,
      attachment: { id: 5, name: 'a.pdf', type: 'application/pdf', size: 3 },
    };
    const base = { conversationId: 7, text: '', createdAt: 't', status: 'sending' as const };
    saveOutbox(storage, [
      { ...base, clientId: 'kept', files: [up] },
      { ...base, clientId: 'lost', files: [up, { key: 'k2', name: 'b.png', type: 'image/png', size: 4, blob: new Blob(['x']) }] },
    ]);
    expect(memory.get('stride:chat-outbox')).not.toContain('blob');
    expect(loadOutbox(storage)).toEqual([
      { ...base, clientId: 'kept', files: [up] },
      { ...base, clientId: 'lost', files: [up], status: 'failed', error: OUTBOX_FILES_LOST },
    ]);
  });
});

describe("the chat store's live events", () => {
  const bo = (id: number, text = `Bo ${id}`): ChatMessage => ({ ...message(id), authorId: 2, text });
  const event = (type: ChatEvent['type'], extra: Partial<ChatEvent> = {}): ChatEvent => ({
    type,
    conversationId: 7,
    userId: 2,
    at: '2026-12-02T10:05:00.000Z',
    ...extra,
  });

  beforeEach(() => {
    vi.resetModules();
    for (const fn of Object.values(api)) fn.mockReset();
    api.getConversations.mockResolvedValue({ items: [conversation, { ...conversation, id: 8, memberIds: [1, 3] }], total: 2 });
    api.getMessages.mockResolvedValue({ items: [message(1)] });
    api.markRead.mockResolvedValue(conversation);
  });

  it("puts another's new message in the open conversation once, marks it read and ends their typing", async () => {
    const { chatStore } = await import('./chat.ts');
    await chatStore.start();
    await chatStore.open(7);
    chatStore.apply(event('typing'));
    expect(chatStore.$state.get().typing.map((m) => m.userId)).toEqual([2]);
    chatStore.apply(event('message.created', { message: bo(5) }));
    chatStore.apply(event('message.created', { message: bo(5) }));
    const state = chatStore.$state.get();
    expect(state.messages.map((m) => m.id)).toEqual([1, 5]);
    expect(state.conversations[0]?.lastMessage?.id).toBe(5);
    expect(state.typing).toEqual([]);
    await vi.waitFor(() => expect(api.markRead).toHaveBeenLastCalledWith(7, 5));
    chatStore.stop();
  });

  it('counts a message of a closed conversation as unread, applies edits and deletes, and skips unknown ones', async () => {
    const { chatStore } = await import('./chat.ts');
    await chatStore.start();
    await chatStore.open(7);
    chatStore.apply(event('message.created', { conversationId: 8, userId: 3, message: { ...bo(6), conversationId: 8, authorId: 3 } }));
    const eight = chatStore.$state.get().conversations.find((c) => c.id === 8);
    expect([eight?.unread, eight?.lastMessage?.id, chatStore.$state.get().conversations[0]?.id]).toEqual([1, 6, 8]);
    expect(chatStore.$state.get().messages.map((m) => m.id)).toEqual([1]);
    chatStore.apply(
      event('message.edited', { userId: 1, message: { ...message(1), text: 'changed', editedAt: '2026-12-02T10:06:00.000Z' } }),
    );
    expect(chatStore.$state.get().messages[0]?.text).toBe('changed');
    chatStore.apply(event('message.deleted', { userId: 1, message: { ...message(1), text: '', deleted: true } }));
    expect(chatStore.$state.get().messages[0]?.deleted).toBe(true);
    const before = chatStore.$state.get();
    chatStore.apply(event('message.created', { conversationId: 99, message: { ...bo(7), conversationId: 99 } }));
    chatStore.apply(event('typing', { conversationId: 99 }));
    expect(chatStore.$state.get()).toBe(before);
    chatStore.stop();
  });

  it('shows a typing member for 5 s after the last signal, never the caller', async () => {
    vi.useFakeTimers();
    try {
      const { chatStore, TYPING_SHOWN_MS } = await import('./chat.ts');
      await chatStore.start();
      chatStore.apply(event('typing', { userId: 1 }));
      expect(chatStore.$state.get().typing).toEqual([]);
      chatStore.apply(event('typing'));
      vi.advanceTimersByTime(3_000);
      chatStore.apply(event('typing'));
      vi.advanceTimersByTime(TYPING_SHOWN_MS - 100);
      expect(chatStore.$state.get().typing.map((m) => m.userId)).toEqual([2]);
      vi.advanceTimersByTime(200);
      expect(chatStore.$state.get().typing).toEqual([]);
      chatStore.stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it("keeps the others' read marks (never back) and takes the caller's own from another tab", async () => {
    const { chatStore } = await import('./chat.ts');
    api.getConversations.mockResolvedValue({ items: [{ ...conversation, unread: 3 }], total: 1 });
    await chatStore.start();
    chatStore.apply(event('read', { messageId: 4 }));
    chatStore.apply(event('read', { messageId: 2 }));
    expect(chatStore.$state.get().readMarks).toEqual({ 7: { 2: 4 } });
    chatStore.apply(event('read', { userId: 1, messageId: 9 }));
    expect(chatStore.$state.get().conversations[0]?.unread).toBe(0);
    expect(chatStore.$state.get().readMarks).toEqual({ 7: { 2: 4 } });
    chatStore.stop();
  });

  it("takes the others' read positions from the backend's answer (reads made before the page opened), live reads on top, never back", async () => {
    const { chatStore } = await import('./chat.ts');
    const { seenMessageId } = await import('../../islands/chat/chat-names.ts');
    const reads = (bo: number) => [
      { userId: 1, upTo: 9 },
      { userId: 2, upTo: bo },
    ];
    const group: Conversation = {
      ...conversation,
      id: 8,
      memberIds: [1, 3, 4],
      reads: [
        { userId: 3, upTo: 5 },
        { userId: 4, upTo: 0 },
      ],
    };
    api.getConversations.mockResolvedValue({ items: [{ ...conversation, reads: reads(3) }, group], total: 2 });
    api.getMessages.mockResolvedValue({ items: [message(2), message(3)] });
    await chatStore.start();
    // The caller's own mark is not the others' (it never makes "Seen"); a member who read nothing has no mark.
    expect(chatStore.$state.get().readMarks).toEqual({ 7: { 2: 3 }, 8: { 3: 5 } });
    await chatStore.open(7);
    const seen = () => seenMessageId(chatStore.$state.get().messages, chatStore.$state.get().readMarks[7], 1);
    expect(seen()).toBe(3);
    chatStore.apply(event('read', { messageId: 6 }));
    // A list read again (the live connection back) whose answer left before that read does not take it back.
    await chatStore.refreshList();
    expect(chatStore.$state.get().readMarks[7]).toEqual({ 2: 6 });
    api.getConversations.mockResolvedValue({ items: [{ ...conversation, reads: reads(8) }], total: 1 });
    await chatStore.refreshList();
    expect(chatStore.$state.get().readMarks).toEqual({ 7: { 2: 8 }, 8: { 3: 5 } });
    chatStore.stop();
  });

  it("sets a group's members and shows the backend's answer in the list; a refusal leaves the list as it was", async () => {
    const { chatStore } = await import('./chat.ts');
    const group: Conversation = {
      ...conversation,
      id: 9,
      title: 'Launch',
      direct: false,
      memberIds: [1, 2],
      memberNames: ['Ada Admin', 'Bo Editor'],
    };
    api.getConversations.mockResolvedValue({ items: [conversation, group], total: 2 });
    await chatStore.start();
    const answer = { ...group, memberIds: [1, 2, 3], memberNames: ['Ada Admin', 'Bo Editor', 'Cy Viewer'] };
    api.setMembers.mockResolvedValue(answer);
    await chatStore.setMembers(9, [2, 3]);
    expect(api.setMembers).toHaveBeenCalledWith(9, [2, 3]);
    expect(chatStore.$state.get().conversations.find((c) => c.id === 9)?.memberIds).toEqual([1, 2, 3]);
    api.setMembers.mockRejectedValue(new Error('refused'));
    await expect(chatStore.setMembers(9, [2])).rejects.toThrow('refused');
    expect(chatStore.$state.get().conversations.find((c) => c.id === 9)?.memberIds).toEqual([1, 2, 3]);
    chatStore.stop();
  });

  it("shows the system message that says a group's members changed, heard live, once", async () => {
    const { chatStore } = await import('./chat.ts');
    const group: Conversation = { ...conversation, id: 9, title: 'Launch', direct: false, ownerId: 2 };
    api.getConversations.mockResolvedValue({ items: [group], total: 1 });
    api.getMessages.mockResolvedValue({ items: [] });
    api.markRead.mockResolvedValue(group);
    await chatStore.start();
    await chatStore.open(9);
    const said: ChatMessage = {
      ...message(20, 'system:x', ''),
      conversationId: 9,
      authorId: 2,
      kind: 'system',
      change: { type: 'members', added: [{ id: 3, name: 'Cy Viewer' }], removed: [] },
    };
    chatStore.apply({ type: 'message.created', conversationId: 9, userId: 2, at: said.createdAt, message: said });
    chatStore.apply({ type: 'message.created', conversationId: 9, userId: 2, at: said.createdAt, message: said });
    expect(chatStore.$state.get().messages).toEqual([said]);
    expect(chatStore.$state.get().conversations[0]?.lastMessage).toEqual(said);
    chatStore.stop();
  });
});
