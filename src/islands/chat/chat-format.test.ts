import { describe, expect, it } from 'vitest';
import { groupBubbles, initialsOf, linkify, messageRows, safeHref } from './chat-format.ts';
import type { Conversation } from '../../stores/screens/chat.ts';
import { seenMessageId, systemLines, typingText } from './chat-names.ts';

describe('chat text', () => {
  it('makes http(s) and www. addresses links, leaving a sentence’s punctuation outside', () => {
    expect(linkify('See https://stride.dev/docs, or www.example.com.')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://stride.dev/docs', href: 'https://stride.dev/docs' },
      { kind: 'text', text: ', or ' },
      { kind: 'link', text: 'www.example.com', href: 'https://www.example.com/' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('never links another scheme and keeps markup as text', () => {
    const text = 'javascript:alert(1) <b>hi</b> data:text/html,x 😀\nnext line';
    expect(linkify(text)).toEqual([{ kind: 'text', text }]);
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('http://a.b/c')).toBe('http://a.b/c');
  });

  it('groups by day, then by author within five minutes', () => {
    const b = (key: string, authorId: number, createdAt: string) => ({ key, authorId, createdAt });
    const groups = groupBubbles([
      b('1', 1, '2026-12-01T10:00:00'),
      b('2', 1, '2026-12-01T10:03:00'),
      b('3', 2, '2026-12-01T10:04:00'),
      b('4', 2, '2026-12-01T10:30:00'),
      b('5', 2, '2026-12-02T09:00:00'),
    ]);
    expect(groups.map((g) => [g.day, g.runs.map((r) => r.bubbles.map((x) => x.key).join(''))])).toEqual([
      ['2026-12-01', ['12', '3', '4']],
      ['2026-12-02', ['5']],
    ]);
  });

  it('flattens days and runs into one row a message: the day heading on the first, the name and avatar at the run ends', () => {
    const at = (day: number, minute: number) => `2026-12-0${day}T10:${String(minute).padStart(2, '0')}:00`;
    const bubble = (key: string, authorId: number, day: number, minute: number) => ({ key, authorId, createdAt: at(day, minute) });
    const groups = groupBubbles([
      bubble('a', 1, 1, 0),
      bubble('b', 1, 1, 1),
      bubble('c', 1, 1, 2),
      bubble('d', 2, 1, 3),
      bubble('e', 2, 2, 0),
    ]);
    const rows = messageRows(groups);
    expect(rows.map((r) => [r.bubble.key, r.day, r.runStart, r.runEnd])).toEqual([
      ['a', '2026-12-01', true, false],
      ['b', null, false, false],
      ['c', null, false, true],
      ['d', null, true, true],
      ['e', '2026-12-02', true, true],
    ]);
  });

  it('takes initials of the first two words', () => {
    expect(initialsOf('alex  morgan smith')).toBe('AM');
    expect(initialsOf('Ева')).toBe('Е');
  });
});

describe('"Seen" and typing', () => {
  const mine = (id: number, deleted = false) => ({ id, authorId: 1, deleted });
  it("marks the caller's last message once another member has read up to it", () => {
    const messages = [mine(1), { id: 2, authorId: 2, deleted: false }, mine(3), mine(4, true)];
    expect(seenMessageId(messages, { 2: 2 }, 1)).toBeNull();
    expect(seenMessageId(messages, { 2: 3 }, 1)).toBe(3);
    expect(seenMessageId(messages, { 1: 9 }, 1)).toBeNull();
    expect(seenMessageId(messages, undefined, 1)).toBeNull();
  });

  it("never takes a system message for the caller's last one", () => {
    const messages = [mine(1), { id: 2, authorId: 1, deleted: false, kind: 'system' as const }];
    expect(seenMessageId(messages, { 2: 2 }, 1)).toBe(1);
  });

  it("words a system message's change in the reader's language, names joined as the language lists them", () => {
    const t = (key: string, options?: Record<string, unknown>) => `${key} ${JSON.stringify(options)}`;
    const change = {
      type: 'members' as const,
      added: [
        { id: 3, name: 'Cy' },
        { id: 4, name: '' },
      ],
      removed: [{ id: 2, name: 'Bo' }],
    };
    expect(systemLines(change, t, new Intl.ListFormat('en', { type: 'conjunction' }))).toEqual([
      'chat.membersAdded {"names":"Cy and chat.someone undefined"}',
      'chat.membersRemoved {"names":"Bo"}',
    ]);
    expect(systemLines(null, t, new Intl.ListFormat('en'))).toEqual([]);
  });

  it('names one typing member and counts several', () => {
    const conversation = { memberIds: [1, 2, 3], memberNames: ['Ada', 'Bo', 'Cy'] } as Conversation;
    const t = (key: string, options?: Record<string, unknown>) => `${key} ${JSON.stringify(options)}`;
    expect(typingText(conversation, [], 1, t)).toBe('');
    expect(typingText(conversation, [2], 1, t)).toBe('chat.typingOne {"name":"Bo"}');
    expect(typingText(conversation, [2, 3], 1, t)).toBe('chat.typingMany {"count":2}');
  });
});
