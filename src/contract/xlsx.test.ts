import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv.ts';
import { columnName, readXlsx, xlsxOf, xlsxToCsv, xlsxWriter, XlsxError } from './xlsx.ts';

describe('xlsx', () => {
  it('names columns as spreadsheets do', () => {
    expect([0, 25, 26, 27, 701, 702].map(columnName)).toEqual(['A', 'Z', 'AA', 'AB', 'ZZ', 'AAA']);
  });

  it('reads back what it writes: text (quotes, markup, formulas as text), numbers, flags, empty cells', () => {
    const rows = [
      ['id', 'name', 'count', 'active', 'note'],
      [1, 'Ada "A" <Lovelace> & co', 3.5, true, null],
      [2, '=1+2', -4, false, 'two\nlines'],
    ];
    expect(readXlsx(xlsxOf(rows))).toEqual([
      ['id', 'name', 'count', 'active', 'note'],
      ['1', 'Ada "A" <Lovelace> & co', '3.5', 'true'],
      ['2', '=1+2', '-4', 'false', 'two\nlines'],
    ]);
  });

  it('streams: the bytes come out as rows are written, and the whole is one workbook', () => {
    const parts: Uint8Array[] = [];
    let ended = false;
    const writer = xlsxWriter((bytes, final) => {
      parts.push(bytes);
      ended ||= final;
    });
    writer.rows([['n']]);
    for (let page = 0; page < 20; page++) writer.rows(Array.from({ length: 1000 }, (_, i) => [page * 1000 + i]));
    const before = parts.length;
    writer.end();
    expect(before).toBeGreaterThan(1);
    expect(ended).toBe(true);
    const all = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
    parts.reduce((at, p) => (all.set(p, at), at + p.length), 0);
    const records = readXlsx(all);
    expect(records).toHaveLength(20_001);
    expect(records.at(-1)).toEqual(['19999']);
  });

  it("reads a spreadsheet's own workbook: shared strings, rich text, dates by their format, gaps", () => {
    const sheet = `<worksheet><sheetData>
      <row r="1"><c r="A1" t="s"><v>0</v></c><c r="C1" t="s"><v>1</v></c></row>
      <row r="2"><c r="A2" t="s"><v>2</v></c><c r="B2"><v>7</v></c><c r="C2" s="1"><v>46037</v></c></row>
      <row r="3"></row>
      <row r="4"><c r="A4" t="str"><v>x &amp; y</v></c></row>
    </sheetData></worksheet>`;
    const shared = `<sst><si><t>name</t></si><si><t>joinDate</t></si><si><r><t>Ad</t></r><r><t xml:space="preserve">a </t></r></si></sst>`;
    const styles = `<styleSheet><cellXfs count="2"><xf numFmtId="0"/><xf numFmtId="14"/></cellXfs></styleSheet>`;
    const bytes = zipSync({
      'xl/workbook.xml': strToU8('<workbook><sheets><sheet name="S" sheetId="1" r:id="rId1"/></sheets></workbook>'),
      'xl/_rels/workbook.xml.rels': strToU8('<Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/></Relationships>'),
      'xl/worksheets/sheet1.xml': strToU8(sheet),
      'xl/sharedStrings.xml': strToU8(shared),
      'xl/styles.xml': strToU8(styles),
    });
    expect(readXlsx(bytes)).toEqual([['name', '', 'joinDate'], ['Ada ', '7', '2026-01-15'], ['x & y']]);
    // As the CSV the import reads.
    expect(parseCsv(xlsxToCsv(bytes))).toEqual([['name', '', 'joinDate'], ['Ada ', '7', '2026-01-15'], ['x & y']]);
  });

  it('refuses a file that is not a workbook', () => {
    expect(() => readXlsx(strToU8('name,email'))).toThrow(XlsxError);
  });
});
