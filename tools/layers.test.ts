import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The project's own ESLint configuration (eslint.config.js), run on code handed over as text under the name of a file
// inside a layer; nothing is written. The names end in .js or .astro: the typed rules, which want the file in the
// TypeScript program, leave those alone, and the layer map covers every kind of source file.
const eslint = new ESLint({ cwd: fileURLToPath(new URL('..', import.meta.url)) });

async function layerProblems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  const messages = result?.messages ?? [];
  expect(messages.filter((m) => m.fatal)).toEqual([]);
  return messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
}

describe('the layer map', () => {
  it('refuses an import from a layer above: the contract importing a store', async () => {
    const problems = await layerProblems('src/contract/layer-probe.js', "export { listStore } from '../stores/lists.ts';\n");
    expect(problems).toEqual([expect.stringContaining('The contract layer imports only from its own layer and the ones below it')]);
  });

  it('allows an import from a layer below: a store importing the contract', async () => {
    expect(await layerProblems('src/stores/layer-probe.js', "export { MESSAGES } from '../contract/messages.ts';\n")).toEqual([]);
  });

  it('keeps the two backends apart, dynamic imports included', async () => {
    const problems = await layerProblems('server/layer-probe.js', "export const start = () => import('../src/mocks/node.ts');\n");
    expect(problems).toEqual([expect.stringContaining('The server layer')]);
  });

  it('reads the imports of .astro files', async () => {
    const page = "---\nimport NotFound from '../pages/404.astro';\n---\n<NotFound />\n";
    expect(await layerProblems('src/layouts/LayerProbe.astro', page)).toEqual([expect.stringContaining('The shell layer')]);
  });
});
