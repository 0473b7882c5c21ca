/**
 * Team chat's files, the cases both backends run (src/mocks/handlers/chat.test.ts, server/chat/chat.test.ts on PGlite
 * and Postgres): a member sends an image and a PDF, the other member lists and reads them; anyone else (an
 * administrator included) gets 404 on every route; a file goes into one message of its sender only; the types, the
 * size and the name are checked; a deleted message's files are no longer served. Test support only.
 */
import { describe, expect, it } from 'vitest';
import { CHAT_MESSAGES, type ChatAttachment, type ChatFile, type ChatMessage, type Conversation } from './chat.ts';
import type { ChatBackend } from './chat-cases.ts';
import { CHAT_FILE_MAX_BYTES } from '../schemas/screens/chat-files.ts';
import type { Role } from './permissions.ts';

/** An answer read as bytes (a file) with its headers. */
export interface RawAnswer {
  status: number;
  headers: Headers;
  bytes: Uint8Array;
}

/** The chat calls, and one that sends raw bytes of a type and reads the answer as bytes. */
export interface ChatFilesBackend extends ChatBackend {
  raw: (role: Role, method: string, path: string, body?: { type: string; bytes: Uint8Array<ArrayBuffer> }) => Promise<RawAnswer>;
}

/** A PNG of one pixel. */
const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='), (c) =>
  c.charCodeAt(0),
);
const bytesOf = (text: string) => new TextEncoder().encode(text);
const PDF = bytesOf('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const json = (answer: RawAnswer): unknown => JSON.parse(new TextDecoder().decode(answer.bytes));

let sent = 0;
const clientId = () => `files-${Date.now().toString(36)}-${++sent}`;

export function describeChatAttachments(chat: ChatFilesBackend): void {
  const files = (id: number) => `/app/conversations/${id}/attachments`;
  const upload = async (role: Role, id: number, name: string, type: string, bytes: Uint8Array<ArrayBuffer>) => {
    const res = await chat.raw(role, 'POST', `${files(id)}?name=${encodeURIComponent(name)}`, { type, bytes });
    return { status: res.status, body: json(res) };
  };
  const group = async (owner: Role, other: Role, title: string) =>
    (await chat.call(owner, 'POST', '/app/conversations', { memberIds: [chat.ids()[other]], title })).body as Conversation;

  describe('team chat files', () => {
    it('sends an image and a PDF in one message, which the other member lists and reads, members only', async () => {
      const c = await group('admin', 'editor', 'Files');
      // The image's type is read from its bytes, whatever was declared.
      const png = await upload('admin', c.id, 'photo.png', 'application/octet-stream', PNG);
      expect(png).toMatchObject({ status: 201, body: { name: 'photo.png', type: 'image/png', size: PNG.byteLength } });
      const pdf = await upload('admin', c.id, 'Q3 report é.pdf', 'application/pdf', PDF);
      expect(pdf).toMatchObject({ status: 201, body: { name: 'Q3 report é.pdf', type: 'application/pdf', size: PDF.byteLength } });
      const ids = [(png.body as ChatAttachment).id, (pdf.body as ChatAttachment).id];
      // Not sent yet: its sender may read it, the other member not.
      expect((await chat.raw('admin', 'GET', `${files(c.id)}/${ids[1]}`)).status).toBe(200);
      expect((await chat.raw('editor', 'GET', `${files(c.id)}/${ids[1]}`)).status).toBe(404);
      // Another member cannot attach the sender's files.
      const stolen = await chat.call('editor', 'POST', `/app/conversations/${c.id}/messages`, {
        clientId: clientId(),
        text: '',
        attachmentIds: ids,
      });
      expect(stolen).toMatchObject({ status: 400, body: { message: CHAT_MESSAGES.badAttachment } });

      const id = clientId();
      const res = await chat.call('admin', 'POST', `/app/conversations/${c.id}/messages`, { clientId: id, text: '', attachmentIds: ids });
      expect(res.status).toBe(200);
      const message = res.body as ChatMessage;
      expect(message.text).toBe('');
      expect(message.attachments).toEqual([png.body, pdf.body]);
      // The same clientId again: the stored message, nothing more.
      const again = await chat.call('admin', 'POST', `/app/conversations/${c.id}/messages`, { clientId: id, text: '', attachmentIds: ids });
      expect(again.body).toEqual(message);
      // A file is in one message only.
      const twice = await chat.call('admin', 'POST', `/app/conversations/${c.id}/messages`, {
        clientId: clientId(),
        text: 'x',
        attachmentIds: [ids[0]],
      });
      expect(twice).toMatchObject({ status: 400, body: { message: CHAT_MESSAGES.badAttachment } });

      const list = (await chat.call('editor', 'GET', files(c.id))).body as { items: ChatFile[] };
      expect(list.items.map((f) => [f.id, f.messageId, f.authorId])).toEqual([
        [ids[0], message.id, chat.ids().admin],
        [ids[1], message.id, chat.ids().admin],
      ]);
      const page = (await chat.call('editor', 'GET', `/app/conversations/${c.id}/messages`)).body as { items: ChatMessage[] };
      expect(page.items.at(-1)!.attachments).toEqual(message.attachments);

      const got = await chat.raw('editor', 'GET', `${files(c.id)}/${ids[1]}`);
      expect(got.status).toBe(200);
      expect(got.headers.get('Content-Type')).toBe('application/pdf');
      expect(got.headers.get('Content-Disposition')).toMatch(
        /^attachment; filename="Q3 report _\.pdf"; filename\*=UTF-8''Q3%20report%20%C3%A9\.pdf$/,
      );
      expect(got.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect([...got.bytes]).toEqual([...PDF]);
      const image = await chat.raw('editor', 'GET', `${files(c.id)}/${ids[0]}`);
      expect(image.headers.get('Content-Type')).toBe('image/png');
      expect(image.headers.get('Content-Disposition')).toMatch(/^inline;/);

      // Anyone not a member, the administrator of another's conversation included: 404 on every route.
      for (const path of [files(c.id), `${files(c.id)}/${ids[0]}`]) {
        const outsider = await chat.raw('viewer', 'GET', path);
        expect(outsider.status).toBe(404);
      }
      expect((await upload('viewer', c.id, 'x.png', 'image/png', PNG)).body).toEqual({ message: CHAT_MESSAGES.noConversation });
      const theirs = await group('viewer', 'editor', 'Without the administrator');
      const theirFile = await upload('editor', theirs.id, 'note.txt', 'text/plain', bytesOf('hello'));
      expect(theirFile.status).toBe(201);
      expect((await chat.raw('admin', 'GET', files(theirs.id))).status).toBe(404);
      expect((await chat.raw('admin', 'GET', `${files(theirs.id)}/${(theirFile.body as ChatAttachment).id}`)).status).toBe(404);
      // A file of another conversation is not attachable here, nor readable through this one.
      expect((await chat.raw('editor', 'GET', `${files(c.id)}/${(theirFile.body as ChatAttachment).id}`)).status).toBe(404);
      const elsewhere = await chat.call('editor', 'POST', `/app/conversations/${c.id}/messages`, {
        clientId: clientId(),
        text: 'x',
        attachmentIds: [(theirFile.body as ChatAttachment).id],
      });
      expect(elsewhere).toMatchObject({ status: 400, body: { message: CHAT_MESSAGES.badAttachment } });

      // A deleted message's files are no longer served nor listed.
      expect((await chat.call('admin', 'DELETE', `/app/messages/${message.id}`)).body).toMatchObject({ deleted: true, attachments: [] });
      expect((await chat.raw('editor', 'GET', `${files(c.id)}/${ids[1]}`)).status).toBe(404);
      expect((await chat.raw('admin', 'GET', `${files(c.id)}/${ids[1]}`)).status).toBe(404);
      expect(((await chat.call('editor', 'GET', files(c.id))).body as { items: unknown[] }).items).toEqual([]);
    });

    it('refuses a file of another type, too large or without a name, and a message with neither text nor file', async () => {
      const c = await group('editor', 'viewer', 'Refusals');
      const svg = bytesOf('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
      for (const [name, type, bytes] of [
        ['x.svg', 'image/svg+xml', svg],
        ['x.png', 'image/png', bytesOf('not a png')],
        ['x.html', 'text/html', bytesOf('<script>alert(1)</script>')],
        ['x.pdf', 'application/pdf', bytesOf('<html>not a pdf</html>')],
        ['x.exe', 'application/x-msdownload', bytesOf('MZ')],
      ] as const) {
        expect(await upload('editor', c.id, name, type, bytes), name).toEqual({
          status: 415,
          body: { message: CHAT_MESSAGES.attachmentType },
        });
      }
      const big = new Uint8Array(CHAT_FILE_MAX_BYTES + 1);
      big.set(PDF);
      expect(await upload('editor', c.id, 'big.pdf', 'application/pdf', big)).toEqual({
        status: 413,
        body: { message: CHAT_MESSAGES.attachmentTooLarge },
      });
      expect(await upload('editor', c.id, '', 'application/pdf', PDF)).toEqual({
        status: 400,
        body: { message: CHAT_MESSAGES.attachmentName },
      });
      // A type the browser did not know is taken by the name's extension, when the bytes fit it.
      expect((await upload('editor', c.id, 'a/b\\notes.csv', '', bytesOf('a,b\n1,2\n'))).body).toMatchObject({
        name: 'notes.csv',
        type: 'text/csv',
      });
      const empty = await chat.call('editor', 'POST', `/app/conversations/${c.id}/messages`, { clientId: clientId(), text: '' });
      expect(empty).toMatchObject({ status: 400, body: { message: CHAT_MESSAGES.emptyMessage } });
    });
  });
}
