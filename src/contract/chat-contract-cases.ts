/**
 * Team chat's operations in the contract run both backends answer (src/contract/contract-cases.ts): for each one a
 * success and an error, each answer checked against the route's schema. They run in order as the run's administrator,
 * in a group they make with the editor's demo account; `vars` carries the ids from one case to the next. Membership,
 * the live stream, idempotency and the rate limit are src/contract/chat-cases.ts'.
 */
import { CHAT_MESSAGES, type ChatAttachment, type ChatMessage, type Conversation } from './chat.ts';
import type { CaseContext, ContractCase } from './contract-cases.ts';

const num = (ctx: CaseContext, name: string) => ctx.vars.get(`chat.${name}`) as number;
const keep = (ctx: CaseContext, name: string, value: number) => ctx.vars.set(`chat.${name}`, value);
const says = (message: string) => (body: unknown) =>
  (body as { message?: unknown } | undefined)?.message === message ? undefined : `the message is not "${message}"`;
const conversation = (ctx: CaseContext) => `/app/conversations/${num(ctx, 'id')}`;
const message = (ctx: CaseContext) => `/app/messages/${num(ctx, 'message')}`;
const unknownConversation = '/app/conversations/999999';

/**
 * That `reads` names every member once, in the order of memberIds, each mark `upTo` where `expected` says (by member
 * id, else 0): the read positions "Seen" is drawn from.
 */
const readsAre = (expected: (ctx: CaseContext) => Record<number, number>) => (body: unknown, ctx: CaseContext) => {
  const { memberIds, reads } = body as Conversation;
  const want = expected(ctx);
  const wrong = reads.map((r) => r.userId).join() !== memberIds.join() || reads.some((r) => r.upTo !== (want[r.userId] ?? 0));
  return wrong ? `reads ${JSON.stringify(reads)} are not ${JSON.stringify(want)} for ${memberIds.join()}` : undefined;
};

/** The editor's demo account id, from the account list (rows or a page of them). */
async function editorId(ctx: CaseContext): Promise<number> {
  const body = (await ctx.call('GET', '/users')).body as { username: string; id: number }[] | { items: { username: string; id: number }[] };
  const users = Array.isArray(body) ? body : body.items;
  return users.find((u) => u.username === 'editor')!.id;
}

export function chatContractCases(): ContractCase[] {
  return [...conversationCases(), ...messageCases(), ...fileCases()];
}

/** A PNG of one pixel (contract-cases.ts' TINY_PNG: that module imports this one). */
const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='), (c) =>
  c.charCodeAt(0),
);

/** A conversation's files: sent, carried by a message, listed, read; each with a refusal. */
function fileCases(): ContractCase[] {
  const files = (ctx: CaseContext) => `${conversation(ctx)}/attachments`;
  return [
    {
      operationId: 'uploadChatAttachment',
      name: 'a PNG',
      status: 201,
      run: async (ctx) => {
        const result = await ctx.call('POST', `${files(ctx)}?name=pixel.png`, { raw: { type: 'image/png', bytes: PNG } });
        keep(ctx, 'file', (result.body as ChatAttachment).id);
        return result;
      },
    },
    {
      operationId: 'uploadChatAttachment',
      name: 'an SVG',
      status: 415,
      run: (ctx) =>
        ctx.call('POST', `${files(ctx)}?name=x.svg`, { raw: { type: 'image/svg+xml', bytes: new TextEncoder().encode('<svg/>') } }),
      check: says(CHAT_MESSAGES.attachmentType),
    },
    {
      operationId: 'sendMessage',
      name: 'the PNG, no text',
      status: 200,
      run: (ctx) =>
        ctx.call('POST', `${conversation(ctx)}/messages`, {
          body: { clientId: `contract-file-${Date.now()}`, text: '', attachmentIds: [num(ctx, 'file')] },
        }),
      check: (body) => ((body as ChatMessage).attachments?.[0]?.name === 'pixel.png' ? undefined : 'the message does not carry the file'),
    },
    {
      operationId: 'sendMessage',
      name: 'a file already sent',
      status: 400,
      run: (ctx) =>
        ctx.call('POST', `${conversation(ctx)}/messages`, {
          body: { clientId: `contract-file2-${Date.now()}`, text: 'x', attachmentIds: [num(ctx, 'file')] },
        }),
      check: says(CHAT_MESSAGES.badAttachment),
    },
    { operationId: 'listChatAttachments', name: 'the conversation’s', status: 200, run: (ctx) => ctx.call('GET', files(ctx)) },
    {
      operationId: 'listChatAttachments',
      name: 'an unknown id',
      status: 404,
      run: (ctx) => ctx.call('GET', `${unknownConversation}/attachments`),
    },
    {
      operationId: 'getChatAttachment',
      name: 'the PNG',
      status: 200,
      run: (ctx) => ctx.call('GET', `${files(ctx)}/${num(ctx, 'file')}`),
      check: (_, __, result) => (result.image?.size === PNG.byteLength ? undefined : `${result.image?.size} bytes`),
    },
    {
      operationId: 'getChatAttachment',
      name: 'an unknown id',
      status: 404,
      run: (ctx) => ctx.call('GET', `${files(ctx)}/999999`),
      check: says(CHAT_MESSAGES.noAttachment),
    },
  ];
}

function conversationCases(): ContractCase[] {
  return [
    { operationId: 'listConversations', name: 'the caller’s', status: 200, run: (ctx) => ctx.call('GET', '/app/conversations?q=') },
    {
      operationId: 'listConversations',
      name: 'without a token',
      status: 401,
      run: (ctx) => ctx.call('GET', '/app/conversations', { token: null }),
    },
    {
      operationId: 'createConversation',
      name: 'a group with the editor',
      status: 200,
      run: async (ctx) => {
        const editor = await editorId(ctx);
        keep(ctx, 'editor', editor);
        const result = await ctx.call('POST', '/app/conversations', { body: { memberIds: [editor], title: 'Contract chat' } });
        keep(ctx, 'id', (result.body as Conversation).id);
        keep(ctx, 'owner', (result.body as Conversation).ownerId);
        return result;
      },
    },
    {
      operationId: 'createConversation',
      name: 'no members',
      status: 400,
      run: (ctx) => ctx.call('POST', '/app/conversations', { body: {} }),
    },
    {
      operationId: 'getConversation',
      name: 'the new one, nothing read',
      status: 200,
      run: (ctx) => ctx.call('GET', conversation(ctx)),
      check: readsAre(() => ({})),
    },
    {
      operationId: 'getConversation',
      name: 'an unknown id',
      status: 404,
      run: (ctx) => ctx.call('GET', unknownConversation),
      check: says(CHAT_MESSAGES.noConversation),
    },
    {
      operationId: 'setConversationMembers',
      name: 'the same members',
      status: 200,
      run: (ctx) => ctx.call('PUT', `${conversation(ctx)}/members`, { body: { memberIds: [num(ctx, 'editor')] } }),
    },
    {
      operationId: 'setConversationMembers',
      name: 'an unknown id',
      status: 404,
      run: (ctx) => ctx.call('PUT', `${unknownConversation}/members`, { body: { memberIds: [1] } }),
    },
  ];
}

function messageCases(): ContractCase[] {
  return [
    {
      operationId: 'sendMessage',
      name: 'a message',
      status: 200,
      run: async (ctx) => {
        const result = await ctx.call('POST', `${conversation(ctx)}/messages`, {
          body: { clientId: `contract-${Date.now()}`, text: 'Hello' },
        });
        keep(ctx, 'message', (result.body as ChatMessage).id);
        return result;
      },
    },
    {
      operationId: 'sendMessage',
      name: 'an empty text',
      status: 400,
      run: (ctx) => ctx.call('POST', `${conversation(ctx)}/messages`, { body: { clientId: 'contract-empty', text: '' } }),
    },
    {
      operationId: 'listMessages',
      name: 'the newest page',
      status: 200,
      run: (ctx) => ctx.call('GET', `${conversation(ctx)}/messages?limit=10`),
    },
    { operationId: 'listMessages', name: 'an unknown id', status: 404, run: (ctx) => ctx.call('GET', `${unknownConversation}/messages`) },
    {
      operationId: 'editMessage',
      name: 'its own',
      status: 200,
      run: (ctx) => ctx.call('PUT', message(ctx), { body: { text: 'Hello again' } }),
    },
    {
      operationId: 'editMessage',
      name: 'an unknown id',
      status: 404,
      run: (ctx) => ctx.call('PUT', '/app/messages/999999', { body: { text: 'x' } }),
      check: says(CHAT_MESSAGES.noMessage),
    },
    {
      operationId: 'markConversationRead',
      name: 'up to the message',
      status: 200,
      run: (ctx) => ctx.call('POST', `${conversation(ctx)}/read`, { body: { upTo: num(ctx, 'message') } }),
      // The caller sent it (their mark is on it already), the editor has read nothing.
      check: readsAre((ctx) => ({ [num(ctx, 'owner')]: num(ctx, 'message') })),
    },
    {
      operationId: 'markConversationRead',
      name: 'a message of no conversation',
      status: 400,
      run: (ctx) => ctx.call('POST', `${conversation(ctx)}/read`, { body: { upTo: 999999 } }),
      check: says(CHAT_MESSAGES.badMessageRef),
    },
    { operationId: 'signalTyping', name: 'typing', status: 200, run: (ctx) => ctx.call('POST', `${conversation(ctx)}/typing`) },
    { operationId: 'signalTyping', name: 'an unknown id', status: 404, run: (ctx) => ctx.call('POST', `${unknownConversation}/typing`) },
    { operationId: 'deleteMessage', name: 'its own', status: 200, run: (ctx) => ctx.call('DELETE', message(ctx)) },
    { operationId: 'deleteMessage', name: 'an unknown id', status: 404, run: (ctx) => ctx.call('DELETE', '/app/messages/999999') },
  ];
}
