#!/usr/bin/env node
// Scaffolds a working list screen: its resource (src/resources/<list>.ts: a zod schema of a few typical fields),
// its screen definition (menu entry and columns), ten sample rows, its menu label and field labels in the nine language files, the regenerated OpenAPI document, and the
// reference server's migration that creates its table.
// Usage: npm run new:screen -- <area>/<name>      e.g. npm run new:screen -- ecommerce/suppliers
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { nextMigrationFile } from '../server/tools/generate-list-migration.ts';
import { definitionFiles, readScreenFile, writeScreenRegistry } from './generate-screen-registry.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const LOCALES = ['en', 'es', 'de', 'fr', 'it', 'ru', 'ja', 'zh', 'ar'];
/** Areas with their own menu group; a screen of any other area goes to the "Apps" group. */
const GROUPS = ['ecommerce', 'hr', 'social', 'users'];
const SEGMENT = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

const camel = (kebab) => kebab.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());
const pascal = (kebab) => camel(kebab).replace(/^./, (c) => c.toUpperCase());
const words = (kebab) => kebab.split('-').join(' ');
const title = (kebab) => words(kebab).replace(/^./, (c) => c.toUpperCase());
/** English singular of the last word, good enough for a type name ("suppliers" -> "supplier"). */
const singular = (kebab) => kebab.replace(/ies$/, 'y').replace(/([^s])s$/, '$1');

/** The names derived from `<area>/<name>`, or an error message saying what is wrong with it. */
export function namesFor(arg) {
  const parts = typeof arg === 'string' ? arg.split('/') : [];
  if (parts.length !== 2) return { error: `Give the screen as <area>/<name>, e.g. ecommerce/suppliers (got "${arg ?? ''}").` };
  const [area, name] = parts;
  for (const [what, value] of [
    ['area', area],
    ['name', name],
  ]) {
    if (!SEGMENT.test(value))
      return { error: `The ${what} "${value}" must be lower-case letters and digits, words joined by "-", starting with a letter.` };
  }
  const id = camel(name);
  return {
    area,
    name,
    id,
    list: name.replace(/-/g, '_'),
    path: `apps/${area}/${name}/`,
    group: GROUPS.includes(area) ? area : 'apps',
    schemaName: `${camel(singular(name))}Schema`,
    resourceName: camel(name),
    apiName: pascal(singular(name)),
  };
}

/** Every file a new screen touches, relative to the project root: the ones written, then the ones changed. */
export function filesFor({ area, name, list, migration }) {
  return [
    `src/resources/${list}.ts`,
    `src/screens/${area}/${name}.ts`,
    `src/content/data/${list}.json`,
    `server/migrations/${migration}`,
    ...LOCALES.map((l) => `public/assets/i18n/${l}.json`),
  ];
}

function resourceSource(n) {
  return `import { z } from 'zod/mini';
import { email, id, isoDate, money, text } from '../schemas/common.ts';
import { userStatus } from '../schemas/enum-schemas.ts';
import { defineResource } from './define.ts';

/** One row of the ${words(n.name)} list: change the fields here, then the sample rows, the labels and the screen's columns. */
export const ${n.schemaName} = z.object({
  id,
  name: text(80),
  email,
  status: userStatus,
  amount: money,
  date: isoDate,
});

/** \`GET /app/${n.list}\`: its rows are \`src/content/data/${n.list}.json\`. */
export default defineResource({
  list: '${n.list}',
  schema: ${n.schemaName},
  sampleSize: 10,
  entity: '${n.id}',
  apiName: '${n.apiName}',
  // The other facts of a list are declared here too, when they apply (src/resources/define.ts): \`code\`, a field
  // holding a reference the backends propose and keep unique; \`dashboards\`, the dashboards whose figures sum the list;
  // \`historyDate\`, the date its history is read by. None applies to the fields above.
});
`;
}

function definitionSource(n) {
  return `import ${n.resourceName} from '../../resources/${n.list}.ts';
import { USER_STATUSES } from '../../schemas/enums.ts';
import { defineListScreen } from '../define.ts';

export default defineListScreen({
  id: '${n.id}',
  path: '${n.path}',
  group: '${n.group}',
  position: ${n.position},
  icon: 'grid',
  resource: ${n.resourceName},
  columns: [
    { key: 'name', kind: 'title' },
    { key: 'email', kind: 'email' },
    { key: 'date', kind: 'date' },
    { key: 'amount', kind: 'money', total: true },
    { key: 'status', kind: 'status', enumName: 'userStatus' },
  ],
  filter: { key: 'status', enumName: 'userStatus', values: USER_STATUSES, style: 'select' },
  defaultSort: { key: 'date', desc: true },
});
`;
}

const SAMPLE_NAMES = ['Alder', 'Birch', 'Cedar', 'Delta', 'Elm', 'Fern', 'Granite', 'Harbor', 'Iris', 'Juniper'];
const SAMPLE_SUFFIXES = ['& Co', 'Partners', 'Works', 'Goods', 'Trading', 'Logistics', 'Supply', 'Foods', 'Textiles', 'Tools'];
const STATUSES = ['Verified', 'Waiting', 'Rejected'];

/** Ten rows that pass the schema above; every status appears. Deterministic, so the tests can count on them. */
export function sampleRows() {
  return SAMPLE_NAMES.map((word, i) => ({
    id: i + 1,
    name: `${word} ${SAMPLE_SUFFIXES[i]}`,
    email: `contact@${word.toLowerCase()}.example`,
    status: STATUSES[i % STATUSES.length],
    amount: Math.round((1250 + i * 837.45) * 100) / 100,
    date: `2026-${String((i % 9) + 1).padStart(2, '0')}-${String(((i * 7) % 27) + 1).padStart(2, '0')}`,
  }));
}

/** English labels, copied to every language as a start. */
function labels(n) {
  return {
    menu: { [n.id]: title(n.name) },
    fields: { [n.id]: { id: 'ID', name: 'Name', email: 'Email', status: 'Status', amount: 'Amount', date: 'Date' } },
    // The add / edit dialog's titles; `{{name}}` is the record's name (its first title or code column).
    form: { titles: { [n.id]: { new: 'New item', edit: 'Edit item {{name}}' } } },
  };
}

/** Why this screen cannot be added to the project at `root`, or null. */
export function conflictIn(root, n) {
  const definition = join(root, `src/screens/${n.area}/${n.name}.ts`);
  if (existsSync(definition)) return `The screen ${n.area}/${n.name} exists already (${relative(root, definition)}).`;
  const resource = join(root, `src/resources/${n.list}.ts`);
  if (existsSync(resource)) return `The resource "${n.list}" exists already (${relative(root, resource)}); choose another name.`;
  const data = join(root, `src/content/data/${n.list}.json`);
  if (existsSync(data)) return `The list "${n.list}" has sample data already (${relative(root, data)}); choose another name.`;
  const sources = readdirSync(join(root, 'src/screens'), { recursive: true })
    .filter((f) => String(f).endsWith('.ts'))
    .map((f) => readFileSync(join(root, 'src/screens', String(f)), 'utf8'));
  for (const [label, text] of [
    [`the id "${n.id}"`, `id: '${n.id}'`],
    [`the path "${n.path}"`, `path: '${n.path}'`],
  ]) {
    if (sources.some((s) => s.includes(text))) return `Another screen already uses ${label}; choose another name.`;
  }
  const en = JSON.parse(readFileSync(join(root, 'public/assets/i18n/en.json'), 'utf8'));
  if (en.menu?.[n.id] !== undefined || en.fields?.[n.id] !== undefined)
    return `The translations already have "menu.${n.id}" or "fields.${n.id}"; choose another name.`;
  return null;
}

/** After the last screen of its menu group (gaps of 10, so one can be put between two later). */
export function nextPosition(root, group) {
  const dir = join(root, 'src/screens');
  const taken = definitionFiles(dir)
    .map((file) => readScreenFile(dir, file))
    .filter((f) => f.group === group)
    .map((f) => f.position);
  return Math.max(0, ...taken) + 10;
}

function run(root, script, args) {
  const result = spawnSync(process.execPath, [join(root, script), ...args], { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${script} failed:\n${result.stderr || result.stdout}`);
}

function addTranslations(root, n) {
  const partial = Object.fromEntries(LOCALES.map((l) => [l, labels(n)]));
  const dir = join(tmpdir(), `stride-new-screen-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'partial.json');
  writeFileSync(file, JSON.stringify(partial));
  try {
    run(root, 'tools/i18n-merge.mjs', [file]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Writes the new screen into the project at `root`; returns the keys that still need translating. */
export function scaffold(root, n) {
  writeFileSync(join(root, `src/resources/${n.list}.ts`), resourceSource(n));
  mkdirSync(join(root, `src/screens/${n.area}`), { recursive: true });
  writeFileSync(join(root, `src/screens/${n.area}/${n.name}.ts`), definitionSource(n));
  writeFileSync(join(root, `src/content/data/${n.list}.json`), `${JSON.stringify(sampleRows(), null, 2)}\n`);
  writeScreenRegistry(join(root, 'src/screens'), join(root, 'src/resources'));
  addTranslations(root, n);
  // The reference server's table: the next numbered migration (one already applied somewhere is never edited).
  run(root, 'server/tools/generate-list-migration.ts', [n.list]);
  const l = labels(n);
  return [
    `menu.${n.id}`,
    ...Object.keys(l.fields[n.id]).map((f) => `fields.${n.id}.${f}`),
    `form.titles.${n.id}.new`,
    `form.titles.${n.id}.edit`,
  ];
}

function main(argv) {
  const n = namesFor(argv[0]);
  if (n.error || argv.length !== 1) {
    console.error(n.error ?? 'Give exactly one screen, as <area>/<name>.');
    console.error('Usage: npm run new:screen -- <area>/<name>   e.g. npm run new:screen -- ecommerce/suppliers');
    return 2;
  }
  const conflict = conflictIn(ROOT, n);
  if (conflict) {
    console.error(conflict);
    return 1;
  }
  n.position = nextPosition(ROOT, n.group);
  n.migration = nextMigrationFile(new URL('../server/migrations/', import.meta.url), [n.list]);
  const keys = scaffold(ROOT, n);
  console.log(`Added the list screen "${n.id}" at /${n.path} (menu group "${n.group}"). Files:`);
  for (const f of filesFor(n)) console.log(`  ${f}`);
  console.log(`\nThe labels are English in all nine languages; translate them in ${LOCALES.filter((l) => l !== 'en').join(', ')}:`);
  for (const k of keys) console.log(`  ${k}`);
  console.log(`\nNext: edit the schema in src/resources/${n.list}.ts, the columns in src/screens/${n.area}/${n.name}.ts and the rows in`);
  console.log(`src/content/data/${n.list}.json,`);
  console.log('then `npm run build` (or `npm start`) and open the screen from the sidebar.');
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) process.exitCode = main(process.argv.slice(2));
