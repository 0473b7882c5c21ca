// XLSX as the exports write it and the imports read it, for both backends and the import dialog: a small writer of one
// sheet (inline strings, numbers, flags) streamed through fflate's Zip, so the server's export holds one page of rows at
// a time; and a reader of a workbook's first sheet (shared or inline strings, numbers, flags, dates by their number
// format) into the same records a CSV file gives, which the import then reads as it reads a CSV.
import { strFromU8, strToU8, unzipSync, Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { CSV_BOM } from './csv.ts';

/** A workbook the reader cannot read (not a zip, no sheet); its message is the reason given. */
export class XlsxError extends Error {}

const STATIC_PARTS: Record<string, string> = {
  '[Content_Types].xml':
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
  '_rels/.rels':
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
  'xl/workbook.xml':
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>',
  'xl/_rels/workbook.xml.rels':
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
};

const SHEET_START =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
const SHEET_END = '</sheetData></worksheet>';

/** Characters XML 1.0 does not allow (control characters but tab and line breaks) are left out. */
// eslint-disable-next-line no-control-regex -- exactly the control characters XML cannot carry
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

const escapeXml = (text: string) =>
  text.replace(NOT_XML, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** `A`, `B`, … `Z`, `AA` for a column index (0 first). */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

function cellXml(value: unknown, ref: string): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'number') return Number.isFinite(value) ? `<c r="${ref}"><v>${value}</v></c>` : '';
  if (typeof value === 'boolean') return `<c r="${ref}" t="b"><v>${value ? 1 : 0}</v></c>`;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  // An inline string is never a formula: no quote is needed before `=`, as the CSV needs one.
  return `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${escapeXml(text)}</t></is></c>`;
}

/** One `<row>` of the sheet (1 is the header's). */
export function rowXml(cells: readonly unknown[], rowNumber: number): string {
  return `<row r="${rowNumber}">${cells.map((value, i) => cellXml(value, `${columnName(i)}${rowNumber}`)).join('')}</row>`;
}

/** Writes a workbook of one sheet row by row; `onData` receives the file's bytes as they are made, `final` on the last. */
export interface XlsxWriter {
  /** The next rows (the first row written is the header). */
  rows(rows: readonly (readonly unknown[])[]): void;
  end(): void;
}

export function xlsxWriter(onData: (bytes: Uint8Array, final: boolean) => void): XlsxWriter {
  const zip = new Zip((error, bytes, final) => {
    if (error) throw error;
    onData(bytes, final);
  });
  for (const [name, xml] of Object.entries(STATIC_PARTS)) {
    const part = new ZipPassThrough(name);
    zip.add(part);
    part.push(strToU8(xml), true);
  }
  const sheet = new ZipDeflate('xl/worksheets/sheet1.xml', { level: 6 });
  zip.add(sheet);
  sheet.push(strToU8(SHEET_START));
  let next = 1;
  return {
    rows(rows) {
      if (rows.length === 0) return;
      sheet.push(strToU8(rows.map((cells) => rowXml(cells, next++)).join('')));
    },
    end() {
      sheet.push(strToU8(SHEET_END), true);
      zip.end();
    },
  };
}

/** A whole workbook in memory (the fake backend's export, tests). */
export function xlsxOf(rows: readonly (readonly unknown[])[]): Uint8Array<ArrayBuffer> {
  const parts: Uint8Array[] = [];
  const writer = xlsxWriter((bytes) => parts.push(bytes));
  writer.rows(rows);
  writer.end();
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function unescapeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|lt|gt|amp|quot|apos);/gi, (_, code: string) =>
    code.startsWith('#x') || code.startsWith('#X')
      ? String.fromCodePoint(parseInt(code.slice(2), 16))
      : code.startsWith('#')
        ? String.fromCodePoint(Number(code.slice(1)))
        : (ENTITIES[code.toLowerCase()] ?? ''),
  );
}

/** The text of every `<t>` inside `xml` (a shared string's runs, an inline string), joined. */
const textOf = (xml: string) => [...xml.matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>/g)].map((m) => unescapeXml(m[1]!)).join('');

const attr = (attrs: string, name: string) => new RegExp(`(?:^|\\s)${name}="([^"]*)"`).exec(attrs)?.[1];

/** Built-in number formats that show a date (14–22, 45–47), and custom ones whose code has a day, month or year. */
function dateStyles(styles: string | undefined): Set<number> {
  const dated = new Set<number>();
  if (!styles) return dated;
  const custom = new Set<number>();
  for (const m of styles.matchAll(/<numFmt\s([^>]*)\/?>/g)) {
    const id = Number(attr(m[1]!, 'numFmtId'));
    const code = unescapeXml(attr(m[1]!, 'formatCode') ?? '').replace(/"[^"]*"|\[[^\]]*\]/g, '');
    if (/[dmy]/i.test(code)) custom.add(id);
  }
  const xfs = /<cellXfs[^>]*>([\s\S]*?)<\/cellXfs>/.exec(styles)?.[1] ?? '';
  [...xfs.matchAll(/<xf\s([^>]*?)\/?>/g)].forEach((m, index) => {
    const id = Number(attr(m[1]!, 'numFmtId') ?? 0);
    if ((id >= 14 && id <= 22) || (id >= 45 && id <= 47) || custom.has(id)) dated.add(index);
  });
  return dated;
}

/** A date cell's serial number (days since 1899-12-30) as ISO: a date, or a date and time when it has a fraction. */
function serialDate(value: string): string {
  const serial = Number(value);
  if (!Number.isFinite(serial)) return value;
  const iso = new Date(Math.round((serial - 25569) * 86_400_000)).toISOString();
  return Number.isInteger(serial) ? iso.slice(0, 10) : iso.slice(0, 19);
}

function columnIndex(ref: string | undefined, fallback: number): number {
  const letters = /^[A-Z]+/.exec(ref ?? '')?.[0];
  if (!letters) return fallback;
  let index = 0;
  for (const char of letters) index = index * 26 + (char.charCodeAt(0) - 64);
  return index - 1;
}

/** Where the workbook's first sheet is (its relationship), else the usual place. */
function firstSheetPath(files: Record<string, Uint8Array>): string {
  const workbook = files['xl/workbook.xml'] ? strFromU8(files['xl/workbook.xml']) : '';
  const rels = files['xl/_rels/workbook.xml.rels'] ? strFromU8(files['xl/_rels/workbook.xml.rels']) : '';
  const id = /<sheet\s[^>]*r:id="([^"]+)"/.exec(workbook)?.[1];
  const rel = id ? [...rels.matchAll(/<Relationship\s([^>]*)\/?>/g)].find((m) => attr(m[1]!, 'Id') === id) : undefined;
  const target = rel ? attr(rel[1]!, 'Target') : undefined;
  if (!target) return 'xl/worksheets/sheet1.xml';
  return target.startsWith('/') ? target.slice(1) : `xl/${target}`;
}

/** The records of a workbook's first sheet: one per row that has a cell, each cell's text as shown without its format. */
export function readXlsx(bytes: Uint8Array): string[][] {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, { filter: (file) => file.name.startsWith('xl/') });
  } catch (error) {
    throw new XlsxError(`not a workbook (${error instanceof Error ? error.message : String(error)})`);
  }
  const sheetFile = files[firstSheetPath(files)];
  if (!sheetFile) throw new XlsxError('the workbook has no sheet');
  const shared = files['xl/sharedStrings.xml']
    ? [...strFromU8(files['xl/sharedStrings.xml']).matchAll(/<si>([\s\S]*?)<\/si>/g)].map((m) => textOf(m[1]!))
    : [];
  const dated = dateStyles(files['xl/styles.xml'] ? strFromU8(files['xl/styles.xml']) : undefined);
  const records: string[][] = [];
  for (const row of strFromU8(sheetFile).matchAll(/<row(?:\s[^>]*)?>([\s\S]*?)<\/row>/g)) {
    const record: string[] = [];
    let next = 0;
    for (const cell of row[1]!.matchAll(/<c(\s[^>]*?)?(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const attrs = cell[1] ?? '';
      const body = cell[2] ?? '';
      const at = columnIndex(attr(attrs, 'r'), next);
      next = at + 1;
      const type = attr(attrs, 't');
      const raw = /<v>([\s\S]*?)<\/v>/.exec(body)?.[1];
      let text: string;
      if (type === 'inlineStr') text = textOf(body);
      else if (type === 's') text = shared[Number(raw)] ?? '';
      else if (type === 'b') text = raw === '1' ? 'true' : 'false';
      else if (raw === undefined) text = '';
      else if (type === 'str' || type === 'e') text = unescapeXml(raw);
      else text = dated.has(Number(attr(attrs, 's') ?? -1)) ? serialDate(raw) : raw;
      while (record.length < at) record.push('');
      record[at] = text;
    }
    if (record.some((text) => text !== '')) records.push(record);
  }
  return records;
}

/** A cell's text as a CSV cell, as it is (a workbook's text is never run as a formula by the import). */
const csvText = (text: string) => (/[",;\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text);

/**
 * A workbook as the CSV the import reads (both backends store and read the CSV, so a restarted job reads it the same
 * way): each cell's text as it is.
 */
export function xlsxToCsv(bytes: Uint8Array): string {
  return (
    CSV_BOM +
    readXlsx(bytes)
      .map((record) => `${record.map(csvText).join(',')}\r\n`)
      .join('')
  );
}
