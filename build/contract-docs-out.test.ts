import { readdirSync, readFileSync } from 'node:fs';
import { parseAst, transformWithOxc } from 'vite';
import { describe, expect, it } from 'vitest';
import { withoutContractDocs } from './contract-docs-out.ts';

const SAMPLE = `
const WITH_ETAG = { ETag: 'The row version' };
export const ROUTES = {
  list: {
    method: 'get',
    path: '/app/{list}',
    summary: 'Rows of a list, newest first',
    parameters: { page: { description: \`Page number from 1, at most \${MAX}\`, schema: z.int() } },
    responses: { 200: { description: "The rows", schema: rowsSchema, headers: WITH_ETAG } },
  },
};
export const cardSchema = z.object({ title: z.string(), description: z.string() });
export const LIMITS = { description: 2000, 'summary': 'kept out too' };
`;

describe('withoutContractDocs', () => {
  it("empties every route's summary and every written-out description, and nothing else", () => {
    const out = withoutContractDocs(SAMPLE, '/p/src/contract/sample.ts');
    expect(out?.code).toContain("summary: ''");
    expect(out?.code).toContain("parameters: { page: { description: '', schema: z.int() } }");
    expect(out?.code).toContain("responses: { 200: { description: '', schema: rowsSchema, headers: WITH_ETAG } }");
    expect(out?.code).toContain("'summary': ''");
    // A schema, a number and the rest of the route are code, not documentation.
    expect(out?.code).toContain('description: z.string()');
    expect(out?.code).toContain('description: 2000');
    expect(out?.code).toContain("path: '/app/{list}'");
    expect(out?.code).toContain("ETag: 'The row version'");
    expect(out?.code).not.toMatch(/newest first|Page number|The rows/);
  });

  it('leaves a file without documentation alone', () => {
    expect(withoutContractDocs('export const A = { method: "get" };', 'a.ts')).toBeUndefined();
  });

  it("keeps every contract file's code whole: each still parses and keeps its exports", async () => {
    const dir = new URL('../src/contract/', import.meta.url);
    const files = readdirSync(dir).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));
    let emptied = 0;
    for (const name of files) {
      const { code } = await transformWithOxc(readFileSync(new URL(name, dir), 'utf8'), name);
      const out = withoutContractDocs(code, name);
      if (!out) continue;
      emptied++;
      const exports = (source: string) =>
        (parseAst(source).body as { type: string }[]).filter((node) => node.type.startsWith('Export')).length;
      expect(exports(out.code), name).toBe(exports(code));
      expect(out.code, name).not.toMatch(/\bsummary:\s*(["'`])[^"'`]/);
    }
    expect(emptied).toBeGreaterThan(15);
  });
});
