import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = new URL('..', import.meta.url).pathname;
const PUBLIC_FACES = readFileSync(join(SRC, 'styles/inter-latin-cyrillic.css'), 'utf8');
/** Every face the dashboard declares: inter.css imports the public pages' faces and adds the others. */
const css = readFileSync(join(SRC, 'styles/inter.css'), 'utf8') + PUBLIC_FACES;
const LOCALE_FILES = join(SRC, '../public/assets/i18n');
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

/** The faces declared in a stylesheet. */
function facesOf(stylesheet: string): string[] {
  return [...stylesheet.matchAll(/@font-face\s*\{([^}]*)\}/g)].map((m) => m[1] ?? '');
}

/** The code points of a face's `unicode-range`, as [first, last] pairs. */
function rangesOf(face: string): [number, number][] {
  const range = /unicode-range:([^;]*);/.exec(face)?.[1] ?? '';
  return [...range.matchAll(/U\+([0-9A-F]+)(?:-([0-9A-F]+))?/gi)].map((m) => [parseInt(m[1]!, 16), parseInt(m[2] ?? m[1]!, 16)]);
}

const covers = (ranges: [number, number][], code: number) => ranges.some(([first, last]) => code >= first && code <= last);

describe('the shipped Inter', () => {
  const faces = facesOf(css);

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

  it('gives the public pages every face their text needs: each character of the nine languages that Inter draws', () => {
    const all = faces.flatMap(rangesOf);
    const publicRanges = facesOf(PUBLIC_FACES).flatMap(rangesOf);
    expect(publicRanges.length).toBeGreaterThan(0);
    const missing = new Set<string>();
    let checked = 0;
    for (const file of readdirSync(LOCALE_FILES).filter((name) => name.endsWith('.json'))) {
      for (const char of readFileSync(join(LOCALE_FILES, file), 'utf8')) {
        const code = char.codePointAt(0)!;
        if (!covers(all, code)) continue;
        checked++;
        if (!covers(publicRanges, code)) missing.add(`${file}: ${char} U+${code.toString(16).toUpperCase()}`);
      }
    }
    expect(checked).toBeGreaterThan(10_000);
    expect([...missing]).toEqual([]);
  });
});
