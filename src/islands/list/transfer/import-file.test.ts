import { describe, expect, it } from 'vitest';
import { issueMessage } from '../../../i18n/issue-messages.ts';
import { matchColumns } from '../../../contract/import-columns.ts';
import { xlsxOf } from '../../../contract/xlsx.ts';
import {
  autoColumns,
  duplicateFields,
  FileRefused,
  importableFields,
  mappingOf,
  previewRows,
  readImportFile,
  type ImportFile,
} from './import-file.ts';

const de = { employee: { name: 'Name', email: 'E-Mail', departmentId: 'Abteilung', joinDate: 'Eintrittsdatum' } };
const fr = { employee: { designation: 'Poste' } };

const csv = (text: string, name = 'staff.csv', type = 'text/csv') => new File([text], name, { type });

describe('import dialog: reading the file', () => {
  it('reads the header line and the records', async () => {
    const file = await readImportFile(csv('\uFEFFName;E-Mail\r\nAda;ada@example.com\r\n'));
    expect(file.headers).toEqual(['Name', 'E-Mail']);
    expect(file.records).toEqual([['Ada', 'ada@example.com']]);
  });

  it('reads an XLSX workbook as its first sheet, and refuses one it cannot read', async () => {
    const workbook = xlsxOf([
      ['Name', 'E-Mail'],
      ['Ada', 'ada@example.com'],
    ]);
    const read = await readImportFile(new File([workbook], 'staff.xlsx'));
    expect(read).toMatchObject({ format: 'xlsx', headers: ['Name', 'E-Mail'], records: [['Ada', 'ada@example.com']] });
    await expect(readImportFile(csv('name,email', 'staff.xlsx', ''))).rejects.toMatchObject({ problem: 'badXlsx' });
  });

  it('refuses a file past 50 MB, one that is not CSV, and one without a header', async () => {
    const big = { size: 50 * 1024 * 1024 + 1, name: 'big.csv', type: 'text/csv' } as File;
    await expect(readImportFile(big)).rejects.toMatchObject({ problem: 'tooLarge' });
    await expect(readImportFile(csv('a', 'photo.png', 'image/png'))).rejects.toMatchObject({ problem: 'notCsv' });
    await expect(readImportFile(csv('name\r\n"Ada'))).rejects.toBeInstanceOf(FileRefused);
    await expect(readImportFile(csv(''))).rejects.toMatchObject({ problem: 'empty' });
  });
});

describe('import dialog: columns', () => {
  it('matches headers in any language as the backends do, and sends the choice as the mapping', () => {
    const headers = ['E-Mail', 'Poste', 'Whatever', 'name'];
    const columns = autoColumns('employee', headers, [de, fr]);
    expect(columns).toEqual(['email', 'designation', '', 'name']);
    columns[3] = '';
    const mapping = mappingOf(headers, columns);
    expect(mapping).toEqual({ 'E-Mail': 'email', Poste: 'designation', Whatever: '', name: '' });
    // '' is "not read" on both backends, even for a header that names a field.
    expect([...matchColumns('employee', headers, mapping, [de, fr]).values()]).toEqual(['email', 'designation']);
  });

  it('offers id first and flags a field chosen twice', () => {
    expect(importableFields('employee')[0]).toBe('id');
    expect(importableFields('employee')).toContain('departmentId');
    expect([...duplicateFields(['name', 'email', 'name', ''])]).toEqual(['name']);
  });
});

describe('import dialog: preview', () => {
  const file: ImportFile = {
    name: 'staff.csv',
    format: 'csv',
    headers: ['name', 'email', 'experience'],
    records: [
      ['Ada Lovelace', 'ada@example.com', '3'],
      ['Bob', 'not-an-email', 'many'],
    ],
  };

  it("checks each cell by the list's schema and puts the error on its cell", () => {
    const [good, bad] = previewRows('employee', file, ['name', 'email', 'experience']);
    expect(good!.cellIssues.size).toBe(0);
    expect([...bad!.cellIssues.keys()].sort()).toEqual([1, 2]);
    const t = (key: string) => key;
    expect(issueMessage(bad!.cellIssues.get(1)!, t, (k) => k)).toBe('form.errors.email');
    // Fields the file has no column for (required for a new row) are the row's errors.
    expect(good!.rowIssues.map((i) => i.path[0])).toContain('joinDate');
  });

  it('a row with an id is an update: only its own cells count', () => {
    const withId: ImportFile = {
      ...file,
      headers: ['id', 'email'],
      records: [
        ['3', 'x@example.com'],
        ['abc', 'y@example.com'],
      ],
    };
    const [update, badId] = previewRows('employee', withId, ['id', 'email']);
    expect(update!.rowIssues).toEqual([]);
    expect(update!.cellIssues.size).toBe(0);
    expect(badId!.cellIssues.has(0)).toBe(true);
  });
});
