import MagicString from 'magic-string';
import { parseAst, type Plugin } from 'vite';

/** The API contract's route files: their routes' `summary` and their responses', parameters' and bodies' `description`. */
const CONTRACT_FILE = /[\\/]src[\\/]contract[\\/][^\\/]+\.ts$/;
const DOCUMENTATION_KEYS = new Set(['summary', 'description']);

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';

/** A property `summary: '…'` or `description: `…`` whose value is written out as text (not a schema or a variable). */
function documentationValue(node: Node): Node | undefined {
  if (node.type !== 'Property' || node.computed) return undefined;
  const key = node.key as Node & { name?: string; value?: unknown };
  const name = key.type === 'Identifier' ? key.name : key.value;
  if (typeof name !== 'string' || !DOCUMENTATION_KEYS.has(name)) return undefined;
  const value = node.value as Node & { value?: unknown };
  const isText = (value.type === 'Literal' && typeof value.value === 'string') || value.type === 'TemplateLiteral';
  return isText ? value : undefined;
}

function collectDocumentation(node: Node, found: Node[]): void {
  const value = documentationValue(node);
  if (value) {
    found.push(value);
    return;
  }
  for (const child of Object.values(node)) {
    if (Array.isArray(child)) for (const item of child) if (isNode(item)) collectDocumentation(item, found);
    if (isNode(child)) collectDocumentation(child, found);
  }
}

/**
 * `code` (JavaScript) with the text of every documentation property emptied, or undefined when it has none. The
 * properties stay, as `''`, so every route keeps the shape its type promises.
 */
export function withoutContractDocs(code: string, id: string): { code: string; map: ReturnType<MagicString['generateMap']> } | undefined {
  const found: Node[] = [];
  collectDocumentation(parseAst(code) as unknown as Node, found);
  if (!found.length) return undefined;
  const text = new MagicString(code);
  for (const value of found) text.overwrite(value.start, value.end, "''");
  return { code: text.toString(), map: text.generateMap({ source: id, hires: 'boundary' }) };
}

/**
 * Leaves the API contract's documentation out of the browser's code: the OpenAPI document (generated at build time, in
 * Node) and the reference server read it, no browser code does, and it was about 17 KB of the fake backend's chunk
 * (6 KB of gzip) that every dashboard page downloads before its first rows.
 */
export function contractDocsOut(): Plugin {
  return {
    name: 'stride:contract-docs-out',
    // The build only: the dev server and the tests (jsdom ones run in the client environment) keep the contract whole.
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform: {
      filter: { id: CONTRACT_FILE },
      handler: (code, id) => withoutContractDocs(code, id),
    },
  };
}
