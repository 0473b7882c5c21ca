import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales.ts';
import { ISLAND_MESSAGES, islandMessagesJson, MESSAGES, PUBLIC_PAGE_NAMESPACES } from './messages.ts';
import { REVIEW_NAMESPACE } from './review.ts';

const SRC = new URL('..', import.meta.url).pathname;
/** The folders of the code that runs in islands (their components, stores, API client, definitions). */
const ISLAND_CODE = ['islands', 'shell/islands', 'stores', 'api', 'i18n', 'screens', 'resources', 'contract', 'schemas', 'stats', 'theme'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("the islands' words", () => {
  it("are each language's file without the public pages' namespaces and the list of texts to review, as served", () => {
    const left = [...PUBLIC_PAGE_NAMESPACES, REVIEW_NAMESPACE] as readonly string[];
    for (const locale of LOCALES) {
      const served = JSON.parse(islandMessagesJson(locale)) as Record<string, unknown>;
      expect(served).toEqual(ISLAND_MESSAGES[locale]);
      const expected = Object.keys(MESSAGES[locale]).filter((ns) => !left.includes(ns));
      expect(Object.keys(served).sort()).toEqual(expected.sort());
    }
  });

  it("leave out nothing an island uses: no island code names a key of the public pages' namespaces", () => {
    const key = new RegExp(`['"\`](${PUBLIC_PAGE_NAMESPACES.join('|')})\\.[A-Za-z]`);
    const files = ISLAND_CODE.flatMap((folder) => sourceFiles(join(SRC, folder)));
    expect(files.length).toBeGreaterThan(100);
    expect(files.filter((file) => key.test(readFileSync(file, 'utf8'))).map((file) => file.slice(SRC.length))).toEqual([]);
  });
});
