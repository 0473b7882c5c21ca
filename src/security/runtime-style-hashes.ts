import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';

/**
 * Some libraries insert a <style> element at run time; a hash-based CSP blocks it unless the
 * exact text is hashed. sonner (the toaster) inserts one constant stylesheet: read it from the
 * installed package at build time so the hash always matches the version that ships.
 */
export function sonnerStyleHash(): string {
  const require = createRequire(import.meta.url);
  const source = readFileSync(require.resolve('sonner').replace(/index\.js$/, 'index.mjs'), 'utf8');
  const literal = source.match(/__insertCSS\(("(?:[^"\\]|\\.)*")\)/)?.[1];
  if (!literal) throw new Error('sonner no longer inserts its CSS with __insertCSS: update src/security/runtime-style-hashes.ts');
  const css = JSON.parse(literal) as string;
  return `sha256-${createHash('sha256').update(css).digest('base64')}`;
}
