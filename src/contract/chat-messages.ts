/**
 * Team chat's limits and the words of its refusals, without zod: src/api/errors.ts may recognise the words on every
 * page without bringing the contract's schemas along. src/contract/chat.ts re-exports both.
 */

/** Limits a body is refused past (400), the page sizes, and the sending rate per account. */
export const CHAT_LIMITS = {
  /** A message's text, in characters (UTF-16 code units, as `String.length` counts them). */
  text: 4_000,
  /** A group conversation's title. */
  title: 80,
  /** The client's own id of a message it sends (a UUID fits), for idempotent retries. */
  clientId: 64,
  /** Members of one conversation, the caller included. */
  members: 50,
  /** Messages one page answers when `limit` is not given, and at most. */
  pageDefault: 50,
  pageMax: 100,
  /** Conversations `GET /app/conversations` answers at most. */
  conversations: 200,
  /** The search text `q`. */
  query: 100,
  /** Sending: at most this many messages per account in `rateWindowMs` (429 with Retry-After past it). */
  rateMessages: 30,
  rateWindowMs: 10_000,
  /** Files `GET /app/conversations/{id}/attachments` answers at most. */
  files: 500,
} as const;

/** The backends' words of chat's refusals, word for word (the UI recognises them). */
export const CHAT_MESSAGES = {
  /** 404: no such conversation, or the caller is not one of its members (an administrator included). */
  noConversation: 'No conversation with that id',
  /** 404: no such message, or one of a conversation the caller is not a member of. */
  noMessage: 'No message with that id',
  /** 403: an edit or delete of another account's message. */
  notYourMessage: 'Only its author changes a message',
  /** 403: a change of a group's members by someone other than its owner. */
  notOwner: "Only the conversation's owner changes its members",
  /** 400: a change of a direct conversation's members. */
  directMembers: "A direct conversation's members do not change",
  /** 400: a member id that is no active account. */
  badMember: 'Invalid input: memberIds: every member must be an active account',
  /** 400: a conversation with no one but the caller. */
  noOtherMember: 'Invalid input: memberIds: name at least one other account',
  /** 400: `upTo` / `before` naming no message of the conversation. */
  badMessageRef: 'Invalid input: no message with that id in this conversation',
  /** 400: an edit or delete of a system message (a members change the backend wrote). */
  systemMessage: 'A system message does not change',
  /** 400: an edit or read of a deleted message. */
  messageDeleted: 'The message was deleted',
  /** 429: more than CHAT_LIMITS.rateMessages in CHAT_LIMITS.rateWindowMs; Retry-After says how long. */
  tooFast: 'Too many messages. Wait a moment before sending more.',
  /** 400: a message with neither text nor a file. */
  emptyMessage: 'Invalid input: text: write something or attach a file',
  /** 400: `attachmentIds` naming a file that is not the sender's, of another conversation, or already in a message. */
  badAttachment: 'Invalid input: attachmentIds: each must be a file you sent to this conversation, in no message yet',
  /** 400: a file sent without a usable name (`?name=`). */
  attachmentName: 'Invalid input: name: a file name is needed',
  /** 404: no such file, one of a conversation the caller is not a member of, or one whose message was deleted. */
  noAttachment: 'No file with that id',
  /** 413: a file over CHAT_FILE_MAX_BYTES (src/schemas/screens/chat-files.ts). */
  attachmentTooLarge: 'The file is larger than 10 MB',
  /** 415: a file of a type chat does not take, or whose bytes are not what it claims to be. */
  attachmentType: 'This type of file cannot be sent: images, PDF, text, office documents and zip files can',
} as const;

/** The event name of a chat event on the live stream (`GET /app/events`); its `data` is a ChatEvent. */
export const CHAT_EVENT = 'chat';

/** Between the fake backend's tabs: the BroadcastChannel its chat events go on, as `{ event, alsoTo }`. */
export const FAKE_CHAT_CHANNEL = 'stride:chat';
