// Lists the longest functions in src/ (lines), using the TypeScript parser.
import ts from 'typescript';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
const root = process.argv[2] ?? 'src';
const files = [];
(function walk(d) {
  for (const n of readdirSync(d)) {
    const p = join(d, n);
    if (statSync(p).isDirectory()) walk(p);
    else if (/\.(ts|tsx)$/.test(n) && !/\.test\./.test(n)) files.push(p);
  }
})(root);
const out = [];
for (const file of files) {
  const sf = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const visit = (node) => {
    if (ts.isFunctionDeclaration(node) || ts.isArrowFunction(node) || ts.isFunctionExpression(node) || ts.isMethodDeclaration(node)) {
      const a = sf.getLineAndCharacterOfPosition(node.getStart()).line,
        b = sf.getLineAndCharacterOfPosition(node.getEnd()).line;
      let name = node.name?.getText?.() ?? (ts.isVariableDeclaration(node.parent) ? node.parent.name.getText() : '(anonymous)');
      out.push({ lines: b - a + 1, where: `${file}:${a + 1}`, name });
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
}
out.sort((x, y) => y.lines - x.lines);
for (const f of out.slice(0, Number(process.argv[3] ?? 12))) console.log(String(f.lines).padStart(4), f.name, f.where);
