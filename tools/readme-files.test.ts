import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { filesFor } from './new-screen.mjs';
import { readmeScreenFiles, validNames } from './readme-files.ts';

describe('README "Add a dashboard screen"', () => {
  it('lists exactly the files npm run new:screen writes', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    for (const arg of ['ecommerce/suppliers', 'hr/job-openings']) {
      const names = validNames(arg);
      expect(readmeScreenFiles(readme, names).sort(), arg).toEqual([...filesFor(names)].sort());
    }
  });

  it('fails when the README list is missing', () => {
    expect(() => readmeScreenFiles('# nothing here', validNames('ecommerce/suppliers'))).toThrow(/new-screen-files/);
  });
});
