/**
 * An export's file written as its rows come, for both backends (the server's streamed export and its export job, the
 * fake backend's export job): CSV lines after a byte-order mark and the header, formula cells neutralised
 * (`csvLine`), or an XLSX workbook's zip bytes (`xlsxWriter`). Bytes are handed out as they are made.
 */
import { CSV_BOM, csvLine } from './csv.ts';
import type { ExportFormat } from './jobs.ts';
import { xlsxWriter } from './xlsx.ts';

export interface ExportWriter {
  rows(items: readonly Record<string, unknown>[]): void;
  end(): void;
}

export function exportWriter(format: ExportFormat, header: readonly string[], out: (bytes: Uint8Array) => void): ExportWriter {
  const cells = (row: Record<string, unknown>) => header.map((field) => row[field]);
  if (format === 'xlsx') {
    const writer = xlsxWriter(out);
    writer.rows([[...header]]);
    return { rows: (items) => writer.rows(items.map(cells)), end: () => writer.end() };
  }
  const encoder = new TextEncoder();
  out(encoder.encode(CSV_BOM + csvLine([...header])));
  return {
    rows: (items) => {
      if (items.length) out(encoder.encode(items.map((row) => csvLine(cells(row))).join('')));
    },
    end: () => undefined,
  };
}
