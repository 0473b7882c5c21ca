import { readdirSync } from 'node:fs';
import { expect, it } from 'vitest';
import { SHIPPED_IMAGES } from './shipped-images.ts';

it.each(Object.entries(SHIPPED_IMAGES))('offers every image of public/images/%s, and only those', (set, paths) => {
  const files = readdirSync(`public/images/${set}`).sort();
  expect([...paths].map((p) => p.split('/').pop()).sort()).toEqual(files);
});
