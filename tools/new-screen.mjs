#!/usr/bin/env node
// Scaffolds a finished list screen: its resource (src/resources/<list>.ts: a zod schema of a few typical fields, its
// own statuses when its name has typical ones, and with --children=<name> a child list), its screen definition (menu
// entry, icon chosen by its name, columns), ten sample rows, its words in the nine language files (the eight besides
// English machine-made and marked for review), and the reference server's migration that creates its tables.
// Usage: npm run new:screen -- <area>/<name> [--children=<name>]   e.g. npm run new:screen -- finance/payouts --children=lines
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { nextMigrationFile } from '../server/tools/generate-list-migration.ts';
import { definitionFiles, readScreenFile, writeScreenRegistry } from './generate-screen-registry.mjs';
import { iconFor, labelIn, statusesFor, titlesIn } from './new-screen-words.mjs';
import { REVIEW_MARK, REVIEW_NAMESPACE } from '../src/i18n/review.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const LOCALES = ['en', 'es', 'de', 'fr', 'it', 'ru', 'ja', 'zh', 'ar'];
/** Areas with their own menu group; a screen of any other area goes to the "Apps" group. */
const GROUPS = ['ecommerce', 'hr', 'social', 'users'];
const SEGMENT = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
/** A child list's name: a key of the row as both backends answer it, and the end of its table's name. */
const CHILD = /^[a-z][a-z0-9]*$/;
/** How many children one row may have, in the declaration the scaffold writes. */
const CHILD_MAX = 50;

const camel = (kebab) => kebab.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());
const pascal = (kebab) => camel(kebab).replace(/^./, (c) => c.toUpperCase());
const words = (kebab) => kebab.split('-').join(' ');
const title = (kebab) => words(kebab).replace(/^./, (c) => c.toUpperCase());
/** English singular of the last word, good enough for a type name ("suppliers" -> "supplier"). */
const singular = (kebab) => kebab.replace(/ies$/, 'y').replace(/([^s])s$/, '$1');
const constName = (kebab) => kebab.replace(/-/g, '_').toUpperCase();

/** The names derived from `<area>/<name>` (and `children`, a child list's name), or an error message saying what is wrong. */
export function namesFor(arg, { children } = {}) {
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
  if (children !== undefined && (!CHILD.test(children) || ['id', 'name', 'email', 'status', 'amount', 'date'].includes(children)))
    return { error: `The child list "${children}" must be one lower-case word that is not a field of the row (e.g. lines).` };
  const id = camel(name);
  const one = words(singular(name));
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
    /** The singular in English, as in "New payout". */
    one,
    icon: iconFor(name),
    statuses: statusesFor(name),
    statusConst: `${constName(singular(name))}_STATUSES`,
    child:
      children === undefined
        ? undefined
        : {
            name: children,
            words: words(children),
            entity: `${id}${pascal(children)}`,
            schemaName: `${camel(singular(name))}${pascal(singular(children))}Schema`,
          },
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

/** The resource's own statuses, when it has any (`PAYOUT_STATUSES`), and the line of its schema that holds one. */
function statusParts(n) {
  if (!n.statuses.length) return { declaration: '', field: '' };
  return {
    declaration: `
/** The statuses a ${n.one} goes through (labels: \`enums.${n.id}.status.*\`, badge colours: status-tone.ts). */
export const ${n.statusConst} = [${n.statuses.map((s) => `'${s}'`).join(', ')}] as const;
`,
    field: `\n  status: z.enum(${n.statusConst}),`,
  };
}

/** The child list's schema and its declaration, when the screen has one (`--children=<name>`). */
function childParts(n) {
  if (!n.child) return { declaration: '', children: '' };
  const c = n.child;
  return {
    declaration: `
/** One of a ${n.one}'s ${c.words} (the backends number them): change the fields here, then the sample rows' ${c.words} and the labels. */
export const ${c.schemaName} = z.object({
  description: text(120),
  quantity: count,
  amount: money,
});
`,
    children: `\n  children: { ${c.name}: { schema: ${c.schemaName}, max: ${CHILD_MAX} } },`,
  };
}

export function resourceSource(n) {
  const status = statusParts(n);
  const child = childParts(n);
  const helpers = ['email', 'id', 'isoDate', 'money', 'text', ...(n.child ? ['count'] : [])].sort();
  return `import { z } from 'zod/mini';
import { ${helpers.join(', ')} } from '../schemas/common.ts';
import { defineResource } from './define.ts';
${status.declaration}
/** One row of the ${words(n.name)} list: change the fields here, then the sample rows, the labels and the screen's columns. */
export const ${n.schemaName} = z.object({
  id,
  name: text(80),
  email,${status.field}
  amount: money,
  date: isoDate,
});
${child.declaration}
/** \`GET /app/${n.list}\`: its rows are \`src/content/data/${n.list}.json\`. */
export default defineResource({
  list: '${n.list}',
  schema: ${n.schemaName},
  sampleSize: 10,
  entity: '${n.id}',
  apiName: '${n.apiName}',${child.children}
  // The other facts of a list are declared here too, when they apply (src/resources/define.ts): \`code\`, a field
  // holding a reference the backends propose and keep unique; \`dashboards\`, the dashboards whose figures sum the list;
  // \`historyDate\`, the date its history is read by. None applies to the fields above.
});
`;
}

export function definitionSource(n) {
  const statuses = n.statuses.length > 0;
  const imports = statuses ? `import ${n.resourceName}, { ${n.statusConst} } from` : `import ${n.resourceName} from`;
  const statusColumn = statuses ? `\n    { key: 'status', kind: 'status', enumName: '${n.id}.status' },` : '';
  const filter = statuses ? `\n  filter: { key: 'status', enumName: '${n.id}.status', values: ${n.statusConst}, style: 'select' },` : '';
  return `${imports} '../../resources/${n.list}.ts';
import { defineListScreen } from '../define.ts';

export default defineListScreen({
  id: '${n.id}',
  path: '${n.path}',
  group: '${n.group}',
  position: ${n.position},
  icon: '${n.icon}',
  resource: ${n.resourceName},
  columns: [
    { key: 'name', kind: 'title' },
    { key: 'email', kind: 'email' },
    { key: 'date', kind: 'date' },
    { key: 'amount', kind: 'money', total: true },${statusColumn}
  ],${filter}
  defaultSort: { key: 'date', desc: true },
});
`;
}

const SAMPLE_NAMES = ['Alder', 'Birch', 'Cedar', 'Delta', 'Elm', 'Fern', 'Granite', 'Harbor', 'Iris', 'Juniper'];
const SAMPLE_SUFFIXES = ['& Co', 'Partners', 'Works', 'Goods', 'Trading', 'Logistics', 'Supply', 'Foods', 'Textiles', 'Tools'];
const SAMPLE_LINES = ['Consulting hours', 'Hardware', 'Licence fee', 'Shipping', 'Support plan', 'Training day', 'Materials'];

/** Row `i`'s children: one to three, numbered on from `firstId` (ids are unique in the child list, as the backends keep them). */
function sampleChildren(i, firstId) {
  return Array.from({ length: (i % 3) + 1 }, (_, j) => ({
    id: firstId + j,
    description: SAMPLE_LINES[(i + j * 3) % SAMPLE_LINES.length],
    quantity: j + 1,
    amount: Math.round((120 + i * 41.5 + j * 17.25) * 100) / 100,
  }));
}

/**
 * Ten rows that pass the schema the scaffold writes; every status appears, and with a child list each row has one to
 * three children, the row's amount their sum. Deterministic, so the tests can count on them.
 */
export function sampleRows(n) {
  let nextChildId = 1;
  return SAMPLE_NAMES.map((word, i) => {
    const children = n.child ? sampleChildren(i, nextChildId) : [];
    nextChildId += children.length;
    const amount = n.child
      ? Math.round(children.reduce((sum, c) => sum + c.quantity * c.amount, 0) * 100) / 100
      : Math.round((1250 + i * 837.45) * 100) / 100;
    return {
      id: i + 1,
      name: `${word} ${SAMPLE_SUFFIXES[i]}`,
      email: `contact@${word.toLowerCase()}.example`,
      ...(n.statuses.length ? { status: n.statuses[i % n.statuses.length] } : {}),
      amount,
      date: `2026-${String((i % 9) + 1).padStart(2, '0')}-${String(((i * 7) % 27) + 1).padStart(2, '0')}`,
      ...(n.child ? { [n.child.name]: children } : {}),
    };
  });
}

const FIELD_LABELS = { id: 'ID', name: 'Name', email: 'Email', status: 'Status', amount: 'Amount', date: 'Date' };
const CHILD_FIELD_LABELS = { description: 'Description', quantity: 'Quantity', amount: 'Amount' };

/**
 * The screen's words in `locale`, and the keys machine-made there (every key but in English). English comes from the
 * names; the others from tools/new-screen-words.mjs, with the labels other lists have reused from `messages`.
 */
export function labels(n, locale, messages) {
  const english = locale === 'en';
  const titles = english ? { menu: title(n.name), new: `New ${n.one}`, edit: `Edit ${n.one} {{name}}` } : titlesIn(locale, n.name);
  const label = (namespace, text) => (english ? text : labelIn(messages, locale, namespace, text));
  const own = Object.fromEntries(Object.entries(FIELD_LABELS).filter(([f]) => f !== 'status' || n.statuses.length));
  const fields = { [n.id]: Object.fromEntries(Object.entries(own).map(([f, text]) => [f, label('fields', text)])) };
  if (n.child) {
    fields[n.id][n.child.name] = label('fields', title(n.child.name)) ?? label('fields', 'Items');
    fields[n.child.entity] = Object.fromEntries(Object.entries(CHILD_FIELD_LABELS).map(([f, text]) => [f, label('fields', text)]));
  }
  const words = {
    menu: { [n.id]: titles.menu },
    fields,
    // The add / edit dialog's titles; `{{name}}` is the record's name (its first title or code column).
    form: { titles: { [n.id]: { new: titles.new, edit: titles.edit } } },
    ...(n.statuses.length ? { enums: { [n.id]: { status: Object.fromEntries(n.statuses.map((s) => [s, label('enums', s)])) } } } : {}),
  };
  return { words, review: english ? [] : leafKeys(words) };
}

/** The dotted keys of a tree's leaves. */
const leafKeys = (tree, prefix = '') =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : leafKeys(v, `${prefix}${k}.`)));

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

const readMessages = (root) =>
  Object.fromEntries(LOCALES.map((l) => [l, JSON.parse(readFileSync(join(root, `public/assets/i18n/${l}.json`), 'utf8'))]));

/** Merges the screen's words into the nine files, each machine-made key listed under `_review` (src/i18n/review.ts). */
function addTranslations(root, n) {
  const messages = readMessages(root);
  const machineMade = [];
  const partial = Object.fromEntries(
    LOCALES.map((l) => {
      const { words, review } = labels(n, l, messages);
      machineMade.push(...review.filter((k) => !machineMade.includes(k)));
      return [l, review.length ? { ...words, [REVIEW_NAMESPACE]: Object.fromEntries(review.map((k) => [k, REVIEW_MARK])) } : words];
    }),
  );
  const dir = join(tmpdir(), `stride-new-screen-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'partial.json');
  writeFileSync(file, JSON.stringify(partial));
  try {
    run(root, 'tools/i18n-merge.mjs', [file]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return machineMade;
}

/** Writes the new screen into the project at `root`; returns the keys whose translations are machine-made. */
export function scaffold(root, n) {
  writeFileSync(join(root, `src/resources/${n.list}.ts`), resourceSource(n));
  mkdirSync(join(root, `src/screens/${n.area}`), { recursive: true });
  writeFileSync(join(root, `src/screens/${n.area}/${n.name}.ts`), definitionSource(n));
  writeFileSync(join(root, `src/content/data/${n.list}.json`), `${JSON.stringify(sampleRows(n), null, 2)}\n`);
  writeScreenRegistry(join(root, 'src/screens'), join(root, 'src/resources'));
  const machineMade = addTranslations(root, n);
  // The reference server's tables: the next numbered migration (one already applied somewhere is never edited).
  run(root, 'server/tools/generate-list-migration.ts', [n.list]);
  return machineMade;
}

const USAGE =
  'Usage: npm run new:screen -- <area>/<name> [--children=<name>]   e.g. npm run new:screen -- finance/payouts --children=lines';

/** The names of the screen `argv` asks for, or an error message. */
export function namesOfArgs(argv) {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: { children: { type: 'string' } }, allowPositionals: true, strict: true });
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
  if (parsed.positionals.length !== 1) return { error: 'Give exactly one screen, as <area>/<name>.' };
  return namesFor(parsed.positionals[0], parsed.values);
}

function main(argv) {
  const n = namesOfArgs(argv);
  if (n.error) {
    console.error(n.error);
    console.error(USAGE);
    return 2;
  }
  const conflict = conflictIn(ROOT, n);
  if (conflict) {
    console.error(conflict);
    return 1;
  }
  n.position = nextPosition(ROOT, n.group);
  n.migration = nextMigrationFile(new URL('../server/migrations/', import.meta.url), [n.list]);
  const machineMade = scaffold(ROOT, n);
  console.log(`Added the list screen "${n.id}" at /${n.path} (menu group "${n.group}", icon "${n.icon}"). Files:`);
  for (const f of filesFor(n)) console.log(`  ${f}`);
  console.log(
    `\nThe labels in ${LOCALES.filter((l) => l !== 'en').join(', ')} are machine-made, listed under "${REVIEW_NAMESPACE}" in each file;`,
  );
  console.log('check them and remove each key from that list:');
  for (const k of machineMade) console.log(`  ${k}`);
  console.log(`\nNext: edit the schema in src/resources/${n.list}.ts, the columns in src/screens/${n.area}/${n.name}.ts and the rows in`);
  console.log(`src/content/data/${n.list}.json,`);
  console.log('then `npm run build` (or `npm start`) and open the screen from the sidebar.');
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) process.exitCode = main(process.argv.slice(2));
