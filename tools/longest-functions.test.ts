import { describe, expect, it } from 'vitest';
import { functionsOf, MAX_LINES } from './longest-functions.mjs';

const body = (lines: number) => Array.from({ length: lines - 2 }, (_, i) => `  const v${i} = ${i};`).join('\n');

describe('longest-functions', () => {
  it('measures each function, arrow and method in lines, with its name and where it starts', () => {
    const text = `export function big() {\n${body(MAX_LINES + 1)}\n}\nconst small = () => {\n  return 1;\n};\n`;
    const found = functionsOf('x.ts', text).map((f) => [f.name, f.lines, f.where]);
    expect(found).toEqual([
      ['big', MAX_LINES + 1, 'x.ts:1'],
      ['small', 3, `x.ts:${MAX_LINES + 2}`],
    ]);
  });
});
