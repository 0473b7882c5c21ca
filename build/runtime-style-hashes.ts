import { existsSync, readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * Some libraries insert a <style> element at run time; a hash-based CSP blocks it unless its exact
 * text is hashed. The texts are read from the installed packages at build time, so the hashes always
 * match the versions that ship, and a library that changes how it does this fails the build loudly.
 */
const require = createRequire(import.meta.url);
const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}` as const;

/** Reads a file of an installed package (whose `exports` may hide package.json, hence the walk up). */
function packageFile(pkg: string, relative: string): string {
  let dir = dirname(require.resolve(pkg));
  while (!existsSync(join(dir, 'package.json')) || !dir.endsWith(pkg)) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`cannot find the ${pkg} package folder`);
    dir = parent;
  }
  return readFileSync(join(dir, relative), 'utf8');
}

/** sonner (the toaster) inserts one constant stylesheet through `__insertCSS("...")`. */
export function sonnerStyleText(): string {
  const source = packageFile('sonner', 'dist/index.mjs');
  const literal = /__insertCSS\(("(?:[^"\\]|\\.)*")\)/.exec(source)?.[1];
  if (!literal) throw new Error('sonner no longer inserts its CSS with __insertCSS: update build/runtime-style-hashes.ts');
  return JSON.parse(literal) as string;
}

/**
 * React Aria inserts two small stylesheets: one for pressable elements (usePress) and one while an
 * overlay prevents scrolling (usePreventScroll). Both are template literals, trimmed.
 */
export function reactAriaStyleTexts(): string[] {
  const files = ['dist/private/interactions/usePress.mjs', 'dist/private/overlays/usePreventScroll.mjs'];
  return files.map((file) => {
    const source = packageFile('react-aria', file);
    const template = /style\.textContent = `([\s\S]*?)`\.trim\(\)/.exec(source)?.[1];
    if (template === undefined) throw new Error(`react-aria ${file} changed how it inserts styles: update build/runtime-style-hashes.ts`);
    return template
      .replace(/\$\{([$\w]+)\}/g, (_, name: string) => {
        const value = new RegExp(`const ${name.replace(/\$/g, '\\$')} = '([^']*)'`).exec(source)?.[1];
        if (value === undefined) throw new Error(`react-aria ${file}: cannot resolve ${name}`);
        return value;
      })
      .trim();
  });
}

export function runtimeStyleHashes(): `sha256-${string}`[] {
  return [sonnerStyleText(), ...reactAriaStyleTexts()].map(sha256);
}

export function sonnerStyleHash(): `sha256-${string}` {
  return sha256(sonnerStyleText());
}
