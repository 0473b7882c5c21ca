import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { getContainerRenderer } from '@astrojs/react/container-renderer';
import { loadRenderers } from 'astro:container';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import IconAstro from '../Icon.astro';
import { ICONS, type IconName } from '../../screens/icons.ts';
import { Icon } from './Icon.tsx';

const names = Object.keys(ICONS) as IconName[];
const island = (name: IconName) => renderToStaticMarkup(createElement(Icon, { name, className: 'size-4' }));

describe('one icon vocabulary for Astro and islands', () => {
  it('every name draws a decorative lucide SVG with the given class', () => {
    for (const name of names) {
      const svg = island(name);
      expect([name, /^<svg [^>]*class="lucide [^"]*size-4"[^>]*aria-hidden="true"/.test(svg)]).toEqual([name, true]);
    }
  });

  it('Icon.astro draws the same SVG as the islands', async () => {
    const container = await AstroContainer.create({ renderers: await loadRenderers([getContainerRenderer()]) });
    for (const name of ['dashboard', 'cart', 'reset'] as const) {
      const html = await container.renderToString(IconAstro, { props: { name, class: 'size-4' } });
      expect(html.trim()).toBe(island(name));
    }
  });
});
