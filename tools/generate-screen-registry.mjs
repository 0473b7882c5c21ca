// Writes src/screens/registry.gen.ts (every screen definition under src/screens/<area>/ in menu order) and
// src/resources/registry.gen.ts (every API list resource under src/resources/*.ts). The registry is not committed; `npm install`, the Astro config (dev, build, check), the Vitest
// config, `npm run lint` and `npm run api` write it again, so a screen file added by hand is picked up by whatever
// runs next. Each file is read with the TypeScript parser, not run: a screen's `group` and `position`, a resource's
// `list`, are written as literals. Usage: node tools/generate-screen-registry.mjs
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

const SCREENS_DIR = fileURLToPath(new URL('../src/screens/', import.meta.url));
const RESOURCES_DIR = fileURLToPath(new URL('../src/resources/', import.meta.url));

/**
 * @typedef {object} ScreenFile What the registry needs to know of one definition file.
 * @property {string} file relative to src/screens/, e.g. 'ecommerce/orders.ts'
 * @property {string} group its menu group
 * @property {number} position its place in the group
 */

/** The definition files: one folder level under src/screens/, tests left out. */
export function definitionFiles(dir = SCREENS_DIR) {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((area) =>
      readdirSync(join(dir, area.name))
        .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
        .map((name) => `${area.name}/${name}`),
    )
    .sort();
}

/** The object literal a file's `export default define…Screen({ … })` passes, or undefined. */
function defaultExportObject(source) {
  for (const statement of source.statements) {
    if (!ts.isExportAssignment(statement) || statement.isExportEquals) continue;
    const call = statement.expression;
    if (ts.isCallExpression(call) && call.arguments[0] && ts.isObjectLiteralExpression(call.arguments[0])) return call.arguments[0];
  }
  return undefined;
}

/** The literal value of property `name` of `object` (a string or a number), or undefined. */
function literal(object, name) {
  const property = object.properties.find((p) => ts.isPropertyAssignment(p) && p.name.getText() === name);
  if (!property) return undefined;
  const value = property.initializer;
  if (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value)) return value.text;
  if (ts.isNumericLiteral(value)) return Number(value.text);
  return null;
}

/** Reads one definition file's group and position. */
export function readScreenFile(dir, file) {
  const text = readFileSync(join(dir, file), 'utf8');
  const object = defaultExportObject(ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true));
  const group = object && literal(object, 'group');
  const position = object && literal(object, 'position');
  if (typeof group !== 'string' || typeof position !== 'number')
    throw new Error(
      `src/screens/${file}: its default export must be define…Screen({ group: '…', position: <number>, … }), with group and position written as literals.`,
    );
  return { file, group, position };
}

/** The resource files: src/resources/*.ts but the helpers beside them (define, index, the registry) and tests. */
export function resourceFiles(dir = RESOURCES_DIR) {
  const helpers = new Set(['define.ts', 'index.ts', 'registry.gen.ts']);
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !helpers.has(entry.name))
    .map((entry) => entry.name)
    .sort();
}

/** Reads one resource file's list name: `export default defineResource({ list: '…', … })`. */
export function readResourceFile(dir, file) {
  const text = readFileSync(join(dir, file), 'utf8');
  const object = defaultExportObject(ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true));
  const list = object && literal(object, 'list');
  if (typeof list !== 'string')
    throw new Error(`src/resources/${file}: its default export must be defineResource({ list: '…', … }), with list written as a literal.`);
  return { file, list };
}

/** The resource registry module's source: every resource in list-name order. */
export function resourceRegistrySource(resources) {
  const ordered = [...resources].sort((a, b) => a.list.localeCompare(b.list));
  const twice = ordered.find((r, i) => i > 0 && ordered[i - 1].list === r.list);
  if (twice)
    throw new Error(`Two resources are the list "${twice.list}" (src/resources/${twice.file} and another): one list, one resource.`);
  return [
    '// Written by tools/generate-screen-registry.mjs from the files in src/resources/. Not committed, not to be',
    '// edited: add or change a resource file and it is written again.',
    ...ordered.map((r) => `import ${identifier(r.file)} from './${r.file}';`),
    '',
    '/** Every API list resource, by list name. */',
    'export const ALL_RESOURCES = [',
    ...ordered.map((r) => `  ${identifier(r.file)},`),
    '] as const;',
    '',
  ].join('\n');
}

/** The menu groups in order, from `SCREEN_GROUP_ORDER` in src/screens/define.ts (one list, read, not repeated). */
export function groupOrder(dir = SCREENS_DIR) {
  const text = readFileSync(join(dir, 'define.ts'), 'utf8');
  const source = ts.createSourceFile('define.ts', text, ts.ScriptTarget.Latest, true);
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (declaration.name.getText() !== 'SCREEN_GROUP_ORDER' || !declaration.initializer) continue;
      let array = declaration.initializer;
      if (ts.isAsExpression(array)) array = array.expression;
      if (ts.isArrayLiteralExpression(array)) return array.elements.filter(ts.isStringLiteral).map((e) => e.text);
    }
  }
  throw new Error('src/screens/define.ts has no `SCREEN_GROUP_ORDER = [ … ] as const`.');
}

/** Menu order: the group's place, then the position, then the file (so equal positions still give one order). */
export function inMenuOrder(files, groups) {
  for (const file of files)
    if (!groups.includes(file.group))
      throw new Error(`src/screens/${file.file}: unknown menu group "${file.group}" (known: ${groups.join(', ')}).`);
  const rank = (file) => groups.indexOf(file.group);
  return [...files].sort((a, b) => rank(a) - rank(b) || a.position - b.position || a.file.localeCompare(b.file));
}

const identifier = (file) => file.replace(/\.ts$/, '').replace(/[/-](\w)/g, (_, c) => c.toUpperCase());

/** The registry module's source for these definition files. */
export function registrySource(files, groups) {
  const ordered = inMenuOrder(files, groups);
  return [
    '// Written by tools/generate-screen-registry.mjs from the files in src/screens/<area>/. Not committed, not to be',
    '// edited: change a definition file (its group and position give the menu order) and it is written again.',
    ...ordered.map((f) => `import ${identifier(f.file)} from './${f.file}';`),
    '',
    '/** Every screen definition, in menu order. */',
    'export const SCREENS_IN_MENU_ORDER = [',
    ...ordered.map((f) => `  ${identifier(f.file)},`),
    '] as const;',
    '',
  ].join('\n');
}

/**
 * Writes the registry when it is missing or differs (an unchanged file keeps its time, so no dev server reloads).
 * The new file replaces the old one whole (written aside, then renamed): `npm test` runs lint, type checks and builds
 * side by side, and none of them may read it half written. Returns whether it wrote.
 */
export function writeScreenRegistry(dir = SCREENS_DIR, resourcesDir = RESOURCES_DIR) {
  const screens = registrySource(
    definitionFiles(dir).map((file) => readScreenFile(dir, file)),
    groupOrder(dir),
  );
  const resources = resourceRegistrySource(resourceFiles(resourcesDir).map((file) => readResourceFile(resourcesDir, file)));
  const wroteResources = writeIfChanged(join(resourcesDir, 'registry.gen.ts'), resources);
  return writeIfChanged(join(dir, 'registry.gen.ts'), screens) || wroteResources;
}

function writeIfChanged(target, source) {
  if (existsSync(target) && readFileSync(target, 'utf8') === source) return false;
  const aside = `${target}.${process.pid}.tmp`;
  writeFileSync(aside, source);
  renameSync(aside, target);
  return true;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) writeScreenRegistry();
