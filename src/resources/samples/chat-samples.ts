import type { Role } from '../../schemas/roles.ts';

/**
 * Team chat's sample conversations between the demo accounts (src/resources/samples/demo-accounts.ts), named by their
 * roles: the fake backend has them from the start (src/mocks/handlers/chat-state.ts), the reference server seeds them
 * once for the demo accounts (server/chat/samples.ts). One definition, so both show the same conversations.
 */
interface ChatSample {
  /** A group's title; null for a direct conversation. */
  title: string | null;
  /** Who made it (a group's owner changes its members); the first member. */
  owner: Role;
  members: readonly Role[];
}

/** A direct conversation between the administrator and the editor, one between the editor and the viewer, and a group. */
export const CHAT_SAMPLES: readonly ChatSample[] = [
  { title: null, owner: 'admin', members: ['admin', 'editor'] },
  { title: null, owner: 'editor', members: ['editor', 'viewer'] },
  { title: 'Website relaunch', owner: 'admin', members: ['admin', 'editor', 'viewer'] },
];

/** The sample lines, in the order sent: the conversation's index in CHAT_SAMPLES, the author, the text. */
export const CHAT_SAMPLE_LINES: readonly (readonly [number, Role, string])[] = [
  [0, 'admin', 'Morning Eva, do you have the Q3 figures for the board pack?'],
  [0, 'editor', 'Yes, finishing the revenue table now. You will have it by noon.'],
  [0, 'admin', 'Perfect, thanks.'],
  [1, 'editor', 'Victor, can you check the new supplier list before Friday?'],
  [1, 'viewer', 'Sure, I will look at it this afternoon.'],
  [2, 'admin', 'Welcome to the launch channel. Updates on the relaunch go here.'],
  [2, 'editor', 'The landing page copy is ready for review.'],
  [2, 'viewer', 'Looks good to me. One typo in the pricing section.'],
  [2, 'editor', 'Fixed, thanks Victor!'],
];

const START = Date.parse('2026-11-30T08:00:00.000Z');

/**
 * `minutes` after 08:00 on 2026-11-30 (fixed, so every copy of the samples says the same): 0 when the conversations were
 * made, `index + 1` when line `index` was sent.
 */
export const chatSampleTime = (minutes: number): string => new Date(START + minutes * 60_000).toISOString();
