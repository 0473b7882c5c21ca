// The longest functions (lines, TypeScript parser) of src/ and server/, tests left out.
//   node tools/longest-functions.mjs                 checks src and server: fails when a function is over 150 lines
//   node tools/longest-functions.mjs <dir> [count]   lists the `count` longest of <dir> (12 by default)
import ts from 'typescript';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Functions longer than this fail the check (`npm run lint`). */
export const MAX_LINES = 150;

function sourceFiles(root) {
  const files = [];
  (function walk(dir) {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(ts|tsx)$/.test(name) && !/\.(test|pg-test)\./.test(name) && !name.endsWith('.d.ts')) files.push(path);
    }
  })(root);
  return files;
}

/** Every function of `file` with its length in lines, where it starts and its name. */
export function functionsOf(file, text = readFileSync(file, 'utf8')) {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const out = [];
  const visit = (node) => {
    if (ts.isFunctionDeclaration(node) || ts.isArrowFunction(node) || ts.isFunctionExpression(node) || ts.isMethodDeclaration(node)) {
      const a = sf.getLineAndCharacterOfPosition(node.getStart()).line;
      const b = sf.getLineAndCharacterOfPosition(node.getEnd()).line;
      const name = node.name?.getText?.() ?? (ts.isVariableDeclaration(node.parent) ? node.parent.name.getText() : '(anonymous)');
      out.push({ lines: b - a + 1, where: `${file}:${a + 1}`, name });
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

const longest = (roots) =>
  roots.flatMap((root) => sourceFiles(root).flatMap((file) => functionsOf(file))).sort((x, y) => y.lines - x.lines);
const line = (f) => `${String(f.lines).padStart(4)} ${f.name} ${f.where}`;

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv[2]) {
    for (const f of longest([process.argv[2]]).slice(0, Number(process.argv[3] ?? 12))) console.log(line(f));
  } else {
    const over = longest(['src', 'server']).filter((f) => f.lines > MAX_LINES);
    if (over.length) {
      console.error(`Functions over ${MAX_LINES} lines (split them):\n${over.map(line).join('\n')}`);
      process.exitCode = 1;
    } else console.log(`No function in src/ or server/ is over ${MAX_LINES} lines.`);
  }
}
