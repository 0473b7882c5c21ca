import { describe, expect, it } from 'vitest';
import { groupBubbles, initialsOf, linkify, safeHref } from './chat-format.ts';

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

  it('takes initials of the first two words', () => {
    expect(initialsOf('alex  morgan smith')).toBe('AM');
    expect(initialsOf('Ева')).toBe('Е');
  });
});
