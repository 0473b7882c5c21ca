// The sample data modules import JSON the way bundlers do (no `with { type: 'json' }`); Node wants the attribute.
// Registered before those modules load, this hook adds it, so the synthetic-row generator runs in plain Node.
import { registerHooks } from 'node:module';

registerHooks({
  resolve(specifier, context, nextResolve) {
    const result = nextResolve(specifier, context);
    return result.url.endsWith('.json') ? { ...result, importAttributes: { type: 'json' } } : result;
  },
});
