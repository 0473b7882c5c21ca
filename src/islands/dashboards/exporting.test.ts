// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { standaloneSvg } from './exporting.ts';

describe('a chart drawn as a picture', () => {
  it('keeps the page’s direction, so its logically anchored labels land where they do on the page', () => {
    document.body.innerHTML = `<div style="direction: rtl"><svg width="100" height="20"><text x="90" y="10" text-anchor="end">20</text></svg></div>`;
    const picture = standaloneSvg(document.querySelector('svg')!);
    expect(picture).toMatch(/<text[^>]* direction="rtl"/);
    expect(picture).toMatch(/<svg[^>]* direction="rtl"/);
  });

  it('says left to right on a left-to-right page', () => {
    document.body.innerHTML = `<div><svg width="100" height="20"><text x="10" y="10" text-anchor="end">20</text></svg></div>`;
    expect(standaloneSvg(document.querySelector('svg')!)).toMatch(/<text[^>]* direction="ltr"/);
  });
});
