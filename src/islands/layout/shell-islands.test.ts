import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as shellIslands from './shell-islands.ts';

const layout = readFileSync(new URL('../../layouts/Dashboard.astro', import.meta.url), 'utf8');

describe('shell islands', () => {
  it('are all imported by the dashboard layout from the one module', () => {
    // Every component the layout hydrates (a `client:` directive).
    const hydrated = [...layout.matchAll(/<([A-Z]\w*)\b[^>]*\sclient:\w+/g)].map((m) => m[1]);
    expect(hydrated.length).toBeGreaterThan(0);
    for (const name of hydrated) expect(Object.keys(shellIslands), name).toContain(name);
    expect(layout).toMatch(/import \{[^}]+\} from '\.\.\/islands\/layout\/shell-islands\.ts';/);
    expect(layout).not.toMatch(/import \w+ from '\.\.\/islands\/[^']+\.tsx';/);
  });
});
