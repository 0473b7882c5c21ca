import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = new URL('..', import.meta.url).pathname;
const css = readFileSync(join(SRC, 'styles/inter.css'), 'utf8');
const FONTS = join(SRC, 'assets/fonts');

/** Every file under `dir` whose name ends with one of `exts`. */
function sources(dir: string, exts: string[]): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => join(dir, name))
    .filter((file) => exts.some((ext) => file.endsWith(ext)) && statSync(file).isFile());
}

const TAILWIND_WEIGHTS: Record<string, number> = {
  thin: 100,
  extralight: 200,
  light: 300,
  normal: 400,
  medium: 500,
  semibold: 600,
  bold: 700,
  extrabold: 800,
  black: 900,
};

describe('the shipped Inter', () => {
  const faces = [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map((m) => m[1] ?? '');

  it('declares each subset file, which is there, with the weights it was cut to', () => {
    expect(faces.length).toBe(7);
    for (const face of faces) {
      expect(face).toMatch(/font-weight:\s*400 800;/);
      const url = /url\(\.\.\/assets\/fonts\/([\w-]+\.woff2)\)/.exec(face)?.[1];
      expect(url, face).toBeDefined();
      expect(existsSync(join(FONTS, url!)), url).toBe(true);
    }
    expect(existsSync(join(FONTS, 'LICENSE'))).toBe(true);
  });

  it('covers every font weight the pages ask for (else widen WEIGHTS in tools/subset-fonts.sh)', () => {
    const used = new Set<number>();
    for (const file of sources(SRC, ['.astro', '.tsx', '.ts', '.css'])) {
      if (file.endsWith('.test.ts') || file.endsWith('inter.css')) continue;
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/\bfont-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)\b/g))
        used.add(TAILWIND_WEIGHTS[m[1]!]!);
      for (const m of text.matchAll(/font-weight:\s*(\d{3})\b/g)) used.add(Number(m[1]));
    }
    expect(used.size).toBeGreaterThan(2);
    for (const weight of used) expect(weight, `font weight ${weight}`).toBeGreaterThanOrEqual(400);
    for (const weight of used) expect(weight, `font weight ${weight}`).toBeLessThanOrEqual(800);
  });
});
