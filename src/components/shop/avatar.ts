/**
 * Customer avatars drawn at build time by DiceBear (a dev dependency) into static SVG files
 * (src/pages/images/shop/avatars/[reviewer].svg.ts): no avatar code reaches the browser, and the page
 * loads them lazily, as they sit far below the first screen. Inline, their 3 KB of hardly compressible
 * drawing would push the page's first response past the network's first round trip.
 */
import { createAvatar } from '@dicebear/core';
import { personas } from '@dicebear/collection';

/** The reviewers of the shop's feedback section, in the order shown. */
export const REVIEWERS = ['maria', 'james', 'aiko', 'omar', 'lena', 'noah'] as const;
export type Reviewer = (typeof REVIEWERS)[number];

/** Where the page finds a reviewer's avatar. */
export const avatarUrl = (reviewer: Reviewer) => `/images/shop/avatars/${reviewer}.svg`;

export function avatarSvg(seed: string, size = 56): string {
  return createAvatar(personas, {
    seed,
    size,
    radius: 50,
    backgroundColor: ['c7d2fe', 'fde68a', 'bbf7d0', 'fecaca', 'bae6fd', 'e9d5ff'],
    // Several avatars share one document: unique ids keep their clip paths apart.
    randomizeIds: true,
  }).toString();
}
