// The sample data modules import JSON the way bundlers do (no `with { type: 'json' }`); Node wants the attribute.
// Registered before those modules load, this hook adds it, so the synthetic-row generator runs in plain Node.
// It also stands in for Vite's `import.meta.glob` of the sample files (src/resources/samples/rows.ts), which plain Node lacks:
// the call becomes the same { path: rows } object read with node:fs.
import { registerHooks } from 'node:module';

const GLOB = /import\.meta\.glob(?:<unknown>)?\(\s*'\.\.\/\.\.\/content\/data\/\*\.json'[^)]*\)/;
const READ_SAMPLES = `((fs) => Object.fromEntries(fs.readdirSync(new URL('../../content/data/', import.meta.url)).filter((f) => f.endsWith('.json'))
  .map((f) => ['../../content/data/' + f, JSON.parse(fs.readFileSync(new URL('../../content/data/' + f, import.meta.url), 'utf8'))])))(process.getBuiltinModule('node:fs'))`;

registerHooks({
  resolve(specifier, context, nextResolve) {
    const result = nextResolve(specifier, context);
    return result.url.endsWith('.json') ? { ...result, importAttributes: { type: 'json' } } : result;
  },
  load(url, context, nextLoad) {
    const result = nextLoad(url, context);
    if (!url.endsWith('/src/resources/samples/rows.ts') || result.source === undefined) return result;
    return {
      ...result,
      source: (typeof result.source === 'string' ? result.source : new TextDecoder().decode(result.source)).replace(GLOB, READ_SAMPLES),
    };
  },
});
