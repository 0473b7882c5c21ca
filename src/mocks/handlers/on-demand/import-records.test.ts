// The import file's records in chunks (import-records.ts): read in this thread (msw/node's path) and read behind a
// message port as the browser's worker serves them (the worker's own code, serveRecords, on a MessageChannel), the
// two give the same header, count and records as parseCsv of the whole file, from any starting record.
import { MessageChannel } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { parseCsv } from '../../../contract/csv.ts';
import { xlsxOf, xlsxToCsv } from '../../../contract/xlsx.ts';
import {
  localRecords,
  ParseFailure,
  portRecords,
  serveRecords,
  type RecordPort,
  type RecordSource,
  type RecordsRequest,
} from './import-records.ts';

const ports: { close(): void }[] = [];
afterEach(() => ports.splice(0).forEach((port) => port.close()));

/** The records of `request` as the browser reads them: the worker's end and the page's on the two ports of a channel. */
function throughPort(request: RecordsRequest): Promise<RecordSource> {
  const { port1, port2 } = new MessageChannel();
  ports.push(port1, port2);
  serveRecords(port1 as unknown as RecordPort, xlsxToCsv);
  return portRecords(port2 as unknown as RecordPort, request, () => port1.close());
}

const inThread = async (request: RecordsRequest) => localRecords(request, xlsxToCsv);

/** Every chunk until the empty one, and their sizes. */
async function drain(source: RecordSource): Promise<{ records: string[][]; sizes: number[] }> {
  const records: string[][] = [];
  const sizes: number[] = [];
  for (let chunk = await source.next(); chunk.length; chunk = await source.next()) {
    records.push(...chunk);
    sizes.push(chunk.length);
  }
  source.close();
  return { records, sizes };
}

/** 5,003 rows with the awkward cells: quotes, a line break, `;` inside quotes, empty cells, accents, a BOM. */
function awkwardCsv(): string {
  const lines = ['\uFEFFdepartmentName,HOD,note'];
  for (let i = 0; i < 5003; i++) {
    const note = i % 7 === 0 ? `"says ""hi""\r\nthen; leaves"` : i % 5 === 0 ? '' : `Zoë ${i}`;
    lines.push(`Dept ${i},"Head, ${i}",${note}`);
  }
  return `${lines.join('\r\n')}\r\n`;
}

const bytesOf = (text: string) => new TextEncoder().encode(text).buffer;

describe('an import file read in chunks', () => {
  const text = awkwardCsv();
  const [header, ...all] = parseCsv(text);

  for (const [path, open] of [
    ['in this thread', inThread],
    ['behind the worker’s port', throughPort],
  ] as const) {
    it(`${path}: the header, the count and every record, 2,000 at a time`, async () => {
      const source = await open({ bytes: bytesOf(text), type: 'csv', from: 0, size: 2000 });
      expect(source.header).toEqual(header);
      expect(source.total).toBe(5003);
      const { records, sizes } = await drain(source);
      expect(sizes).toEqual([2000, 2000, 1003]);
      expect(records).toEqual(all);
    });

    it(`${path}: from a checkpoint on, the records after it only`, async () => {
      const { records } = await drain(await open({ bytes: bytesOf(text), type: 'csv', from: 4500, size: 2000 }));
      expect(records).toEqual(all.slice(4500));
    });
  }

  it('gives the same records on both paths, for a CSV and for a workbook', async () => {
    const rows = [['departmentName', 'HOD', 'employee'], ...Array.from({ length: 2500 }, (_, i) => [`Dept ${i}`, `=Head ${i}`, i])];
    const workbook = xlsxOf(rows).buffer;
    for (const request of [
      { bytes: bytesOf(text), type: 'csv', from: 10, size: 700 },
      { bytes: workbook, type: 'xlsx', from: 0, size: 2000 },
    ] as const) {
      const here = await inThread(request);
      const there = await throughPort(request);
      expect([there.header, there.total]).toEqual([here.header, here.total]);
      expect((await drain(there)).records).toEqual((await drain(here)).records);
    }
    // A workbook's records are those of the CSV it becomes, as on the server.
    const [, ...fromCsv] = parseCsv(xlsxToCsv(new Uint8Array(workbook)));
    expect((await drain(await throughPort({ bytes: workbook, type: 'xlsx', from: 0, size: 2000 }))).records).toEqual(fromCsv);
  });

  it('refuses a file that is not CSV, and a workbook that is not one, with their kinds, on both paths', async () => {
    const badCsv = { bytes: bytesOf('departmentName,HOD\r\nFine,Head\r\n"Open,Head'), type: 'csv', from: 0, size: 2000 } as const;
    const badXlsx = { bytes: bytesOf('not a zip'), type: 'xlsx', from: 0, size: 2000 } as const;
    for (const open of [inThread, throughPort]) {
      await expect(open(badCsv)).rejects.toMatchObject({ kind: 'csv', message: expect.stringMatching(/^Quote Not Closed/) });
      const failure = await open(badXlsx).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ParseFailure);
      expect(failure).toMatchObject({ kind: 'xlsx' });
    }
  });
});
