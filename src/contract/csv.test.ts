import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, csvDelimiter, csvLine, CsvSyntaxError, parseCsv } from './csv.ts';

/** What the server's parser (csv-parse, with server/jobs/import.ts' options) reads from the same text. */
const serverRecords = (text: string): string[][] =>
  parse(Buffer.from(text), {
    bom: true,
    delimiter: csvDelimiter(text.replace(/^\uFEFF/, '')),
    relax_column_count: true,
    skip_empty_lines: true,
  });

describe('parseCsv', () => {
  const files = [
    'id,name\r\n1,Ada\r\n2,Grace\r\n',
    'id,name\n1,Ada\n\n2,Grace',
    `${CSV_BOM}id,name\r\n1,"Byron, Ada"\r\n`,
    'a,b\r\n"say ""hi""","two\r\nlines"\r\n',
    'a;b;c\r\n1,5;2;3\r\n',
    'a,b,c\r\n1\r\n1,2,3,4\r\n',
    'a,b\r\n,\r\n"",x\r\n',
    'only-a-header',
    '',
    'a,b\r\n1,2',
    'Abteilung,E-Mail\r\nForschung,f@stride.dev\r\n',
  ];
  it.each(files.map((file) => [JSON.stringify(file), file]))('reads %s as the server does', (_, file) => {
    expect(parseCsv(file)).toEqual(serverRecords(file));
  });

  it('refuses a quote left open, closed in the middle of a cell, or in a cell not quoted, as the server does', () => {
    for (const bad of ['a,b\r\n"open,1\r\n', 'a,b\r\n"x"y,1\r\n', 'a,b\r\nx "y",1\r\n', 'a,b\r\n"x" ,1\r\n']) {
      expect(() => serverRecords(bad)).toThrow();
      expect(() => parseCsv(bad)).toThrow(CsvSyntaxError);
    }
  });

  it('reads back what csvLine writes, formula cells with their quote', () => {
    const cells = ['=SUM(A1)', 'plain', ' padded ', 'a,b;c', 'say "hi"', 'two\nlines', '@x', '-1'];
    const [record] = parseCsv(csvLine(cells));
    expect(record).toEqual(cells.map((cell) => (/^[=+\-@]/.test(cell) ? `'${cell}` : cell)));
  });
});

describe('csvCell', () => {
  it('neutralises the cells a spreadsheet would run, and writes numbers, flags and nothing as such', () => {
    expect(['=1+2', '+1', '-1', '@A', '\tx', '\rx'].map(csvCell)).toEqual(["'=1+2", "'+1", "'-1", "'@A", "'\tx", `"'\r` + 'x"']);
    expect([-1, 1.5, true, false, null, undefined, Number.NaN].map(csvCell)).toEqual(['-1', '1.5', 'true', 'false', '', '', '']);
  });
});
