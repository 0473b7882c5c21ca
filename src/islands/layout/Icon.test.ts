import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LUCIDE_NAMES, type IconName } from '../../components/dashboard/icons.ts';
import { ICONS } from './Icon.tsx';

const pascal = (kebab: string) =>
  kebab
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
const names = Object.keys(LUCIDE_NAMES) as IconName[];

describe('one icon vocabulary for Astro and islands', () => {
  it('islands draw each name with the lucide icon the vocabulary names', () => {
    for (const name of names) expect([name, ICONS[name].displayName]).toEqual([name, pascal(LUCIDE_NAMES[name])]);
  });

  it('Icon.astro draws each name with the same lucide icon', () => {
    const source = readFileSync(new URL('../../components/dashboard/Icon.astro', import.meta.url), 'utf8');
    const modules = new Map([...source.matchAll(/import (\w+) from '@lucide\/astro\/icons\/([\w-]+)';/g)].map((m) => [m[1], m[2]]));
    for (const name of names) {
      const component = new RegExp(`^\\s+${name}: (\\w+),$`, 'm').exec(source)?.[1];
      expect([name, component && modules.get(component)]).toEqual([name, LUCIDE_NAMES[name]]);
    }
  });
});
