/**
 * What the chat shows, worked out without React: a message's text split into plain runs and safe links (the text is
 * rendered as text nodes, never as HTML), messages grouped by day and by author, and initials for an avatar.
 */

export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

/** http(s) and www. addresses; trailing punctuation a sentence puts after an address is not part of it. */
const URL_PATTERN = /\b(?:https?:\/\/|www\.)[^\s<>"']+/giu;
const TRAILING = /[.,;:!?)\]}'"»]+$/u;

/** The address a link may open: http or https only (no javascript:, data: …), else null. */
export function safeHref(candidate: string): string | null {
  try {
    const url = new URL(candidate.startsWith('www.') ? `https://${candidate}` : candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The text in runs of plain text and links, in order; joined, the runs' texts are the text unchanged. */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const raw = match[0].replace(TRAILING, '');
    const href = safeHref(raw);
    if (!href || raw === '') continue;
    const start = match.index;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'link', text: raw, href });
    last = start + raw.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

/** Anything shown in the conversation: a stored message or a pending one of the outbox. */
export interface Bubble {
  key: string;
  authorId: number | string;
  createdAt: string;
}

export interface AuthorRun<B extends Bubble> {
  authorId: number | string;
  bubbles: B[];
}

export interface DayGroup<B extends Bubble> {
  /** The local day, YYYY-MM-DD. */
  day: string;
  runs: AuthorRun<B>[];
}

/** A run of one author's messages ends after this long without one. */
const RUN_GAP_MS = 5 * 60_000;

export function localDay(iso: string): string {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Bubbles (in order) grouped by local day, then into runs of one author a few minutes apart at most. */
export function groupBubbles<B extends Bubble>(bubbles: readonly B[]): DayGroup<B>[] {
  const days: DayGroup<B>[] = [];
  let previous: B | undefined;
  for (const bubble of bubbles) {
    const day = localDay(bubble.createdAt);
    let group = days.at(-1);
    if (group?.day !== day) {
      group = { day, runs: [] };
      days.push(group);
      previous = undefined;
    }
    const run = group.runs.at(-1);
    const close = previous !== undefined && Date.parse(bubble.createdAt) - Date.parse(previous.createdAt) <= RUN_GAP_MS;
    if (run?.authorId === bubble.authorId && close) run.bubbles.push(bubble);
    else group.runs.push({ authorId: bubble.authorId, bubbles: [bubble] });
    previous = bubble;
  }
  return days;
}

/** Initials of a name for an avatar: the first letters of its first two words. */
export function initialsOf(name: string): string {
  return name
    .trim()
    .split(/\s+/u)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => [...word][0]?.toLocaleUpperCase() ?? '')
    .join('');
}

/** One message of the conversation as its virtualised list shows it: a row with what goes around the bubble. */
export interface MessageRow<B extends Bubble> {
  bubble: B;
  /** The local day (YYYY-MM-DD) whose heading goes above it, for the day's first message; else null. */
  day: string | null;
  /** The first of its author's run (the name goes above it) and the last (the avatar goes beside it). */
  runStart: boolean;
  runEnd: boolean;
}

/** The groups of groupBubbles flattened into rows, one a message, in order. */
export function messageRows<B extends Bubble>(groups: readonly DayGroup<B>[]): MessageRow<B>[] {
  const rows: MessageRow<B>[] = [];
  for (const group of groups) {
    group.runs.forEach((run, r) => {
      run.bubbles.forEach((bubble, i) => {
        rows.push({ bubble, day: r === 0 && i === 0 ? group.day : null, runStart: i === 0, runEnd: i === run.bubbles.length - 1 });
      });
    });
  }
  return rows;
}
