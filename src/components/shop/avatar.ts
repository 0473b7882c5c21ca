/**
 * Customer avatars drawn at build time by DiceBear (a dev dependency): the page receives plain inline SVG,
 * no avatar code or image request reaches the browser.
 */
import { createAvatar } from '@dicebear/core';
import { personas } from '@dicebear/collection';

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
