import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { LIST_NAMES } from '../src/resources/index.ts';

// A fact about each list belongs on the list's resource (src/resources/<list>.ts), which the generated registry
// collects: a table elsewhere that names every list, or most of them, is a second place to edit for each new list and
// falls behind. The scan reads the code as TypeScript, so a list name in a comment, a message or a route path counts
// for nothing. It finds an object literal or array of which at least THRESHOLD entries, and at least half, are list
// names (the icon names, of which some are list names, pass), and a module that imports values from, or re-exports,
// THRESHOLD resource files (a module that only reads their row types is a reader, not a list). The cases of a test's
// `it.each` pick lists to try and pass; a literal whose comment says it lists them `by hand on purpose` passes too.

/** At this many list names in one literal or resource files in one module, the code lists the resources by hand. */
const THRESHOLD = 5;
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const NAMES = new Set<string>(LIST_NAMES);
/** This file: its cases hand the scan tables of list names on purpose. */
const SELF = 'tools/hand-lists.test.ts';
const RESOURCE_FILE = /(?:^|\/)resources\/([a-z_]+)\.ts$/;

/** The code of a file: the whole of it, or the frontmatter of an .astro page. */
function codeOf(file: string, text: string): string {
  return file.endsWith('.astro') ? (/^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '') : text;
}

/** Whether a comment before `node`, or before what it is part of up to its statement, says `by hand on purpose`. */
function markedOnPurpose(node: ts.Node, text: string): boolean {
  for (let at: ts.Node | undefined = node; at && !ts.isSourceFile(at); at = at.parent) {
    const comments = ts.getLeadingCommentRanges(text, at.getFullStart()) ?? [];
    if (comments.some((c) => text.slice(c.pos, c.end).includes('by hand on purpose'))) return true;
    if (ts.isStatement(at)) break;
  }
  return false;
}

/** Whether `node` is the cases of a test's `it.each(…)` / `describe.each(…)`. */
const isTestCases = (node: ts.Node): boolean =>
  ts.isCallExpression(node.parent) && ts.isPropertyAccessExpression(node.parent.expression) && node.parent.expression.name.text === 'each';

/** The module a node imports or re-exports, when it brings in values (a type-only import reads types). */
function importedModule(node: ts.Node): string | undefined {
  if (ts.isImportDeclaration(node)) {
    const clause = node.importClause;
    const bindings = clause?.namedBindings;
    const typesOnly =
      clause !== undefined &&
      (clause.isTypeOnly ||
        (!clause.name && bindings !== undefined && ts.isNamedImports(bindings) && bindings.elements.every((e) => e.isTypeOnly)));
    return !typesOnly && ts.isStringLiteral(node.moduleSpecifier) ? node.moduleSpecifier.text : undefined;
  }
  if (ts.isExportDeclaration(node))
    return node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier) ? node.moduleSpecifier.text : undefined;
  if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
    const [first] = node.arguments;
    return first && ts.isStringLiteral(first) ? first.text : undefined;
  }
  return undefined;
}

const keyText = (name: ts.PropertyName | undefined): string | undefined =>
  name && (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNoSubstitutionTemplateLiteral(name)) ? name.text : undefined;

/** Where `file` lists the resources by hand: each finding says where and what. */
function handListsIn(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, codeOf(file, text), ts.ScriptTarget.Latest, true);
  const findings: string[] = [];
  const at = (node: ts.Node) => `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const resourceImports = new Set<string>();
  const visit = (node: ts.Node): void => {
    let entries: (string | undefined)[] = [];
    if (ts.isObjectLiteralExpression(node)) entries = node.properties.map((p) => keyText(p.name));
    else if (ts.isArrayLiteralExpression(node) && !isTestCases(node))
      entries = node.elements.map((e) => (ts.isStringLiteralLike(e) ? e.text : undefined));
    const lists = new Set(entries.filter((name) => name !== undefined && NAMES.has(name)));
    if (lists.size >= THRESHOLD && lists.size * 2 >= entries.length && !markedOnPurpose(node, source.text))
      findings.push(`${at(node)}: ${lists.size} list names (${[...lists].join(', ')})`);
    const imported = RESOURCE_FILE.exec(importedModule(node) ?? '')?.[1];
    if (imported && NAMES.has(imported)) resourceImports.add(imported);
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (resourceImports.size >= THRESHOLD)
    findings.push(`${file}: imports ${resourceImports.size} resource files (${[...resourceImports].join(', ')})`);
  return findings;
}

/** The code files git knows under src/, server/ and tools/ (committed or added), but the generated registries. */
function codeFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'src', 'server', 'tools'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return listed.split('\n').filter((file) => /\.(ts|tsx|mts|js|mjs|astro)$/.test(file) && !file.endsWith('.gen.ts') && file !== SELF);
}

describe('the resources are listed in one place, the generated registry', () => {
  it('no file under src/, server/ or tools/ names every list or most of them, nor imports most resource files', () => {
    const findings = codeFiles().flatMap((file) => {
      try {
        return handListsIn(file, readFileSync(`${ROOT}/${file}`, 'utf8'));
      } catch (error) {
        // A file another change removed while the scan ran (git still lists it) has nothing to find.
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
    });
    expect(findings).toEqual([]);
  });

  it('finds a table keyed by list names, an array of them and a module importing many resource files', () => {
    const table = `export const GENERATED_REFERENCES = {
  order: { field: 'orderId', format: 'order' },
  product: { field: 'productCode', format: 'product' },
  employee: { field: 'employeeId', format: 'employee' },
  estimate: { field: 'estimateNumber', format: 'estimate' },
  userlist: { field: 'userId', format: 'user' },
};`;
    expect(handListsIn('src/contract/references.ts', table)).toEqual([
      'src/contract/references.ts:1: 5 list names (order, product, employee, estimate, userlist)',
    ]);
    const set = "const STATS = new Set(['order', 'expense', 'product', 'seller', 'department']);";
    expect(handListsIn('src/stores/live-refresh.ts', set)).toHaveLength(1);
    const reExports = ['order', 'product', 'seller', 'salary', 'expense'].map((n) => `export type { X } from '../resources/${n}.ts';`);
    expect(handListsIn('src/schemas/index.ts', reExports.join('\n'))).toEqual([
      'src/schemas/index.ts: imports 5 resource files (order, product, seller, salary, expense)',
    ]);
    const loads = ['order', 'product', 'seller', 'salary', 'expense'].map((n) => `const ${n} = await import('../resources/${n}.ts');`);
    expect(handListsIn('src/stores/x.ts', loads.join('\n'))).toHaveLength(1);
  });

  it('leaves code that names a few lists, or list names in text', () => {
    const code = `const DATED = { order: 'orderDate', expense: 'purchaseDate' };
const words = ['order', 'product', 'seller', 'salary'];
const ICONS = { product: 1, order: 2, seller: 3, salary: 4, expense: 5, grid: 6, leave: 7, holiday: 8, users: 9, landing: 10, shoe: 11 };
it.each(['order', 'product', 'seller', 'salary', 'expense'])('%s', () => {});
const ALL = [
  // The lists of the original API, by hand on purpose: the route table is checked against them.
  ...['order', 'product', 'seller', 'salary', 'expense'],
];
import type { Order } from '../resources/order.ts';
import type { Product } from '../resources/product.ts';
import { type Seller } from '../resources/seller.ts';
import type { Salary } from '../resources/salary.ts';
import type { Expense } from '../resources/expense.ts';
// order, product, seller, salary, expense, estimate
const path = '/app/order /app/product /app/seller /app/salary /app/expense';
import a from '../resources/order.ts';
import b from '../resources/define.ts';`;
    expect(handListsIn('src/x.ts', code)).toEqual([]);
  });
});
