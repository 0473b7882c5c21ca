/**
 * An import file's records, handed out in chunks: the fake backend's import job (import-run.ts) asks for the next chunk
 * when it has applied the one before. In the browser the file is read by a module worker (import-parse.worker.ts), so
 * the page's main thread never holds the whole parse; the records come back by message, a chunk at a time. Where there
 * is no Worker (msw/node in the unit tests) the same interface reads the file in this thread.
 */
import { CsvSyntaxError, parseCsv } from '../../../contract/csv.ts';
import { xlsxToCsv } from '../../../contract/xlsx.ts';

export type ImportFileType = 'csv' | 'xlsx';

/** Records per message from the worker: a few thousand cost the page a few milliseconds to take in. */
export const RECORDS_PER_CHUNK = 2000;

/** What to read: the file's bytes, its kind, and the first data record wanted (a job taken up again skips those done). */
export interface RecordsRequest {
  bytes: ArrayBuffer;
  type: ImportFileType;
  from: number;
  size: number;
}

/** The records of one file: its header line, how many data records it has, and the rest a chunk at a time. */
export interface RecordSource {
  header: string[];
  total: number;
  /** The next chunk of data records (empty at the end). */
  next(): Promise<string[][]>;
  /** Lets the reader go (the worker ends). */
  close(): void;
}

/** Why a file could not be read: `csv` is a file that is not CSV (its job fails), `xlsx` a workbook that is not one (400). */
export class ParseFailure extends Error {
  constructor(
    readonly kind: 'csv' | 'xlsx' | 'other',
    message: string,
  ) {
    super(message);
  }
}

/** A workbook that cannot be read is the file's fault (`xlsx`); so is a CSV quote out of place (`csv`); anything else is not. */
function failureOf(error: unknown, kind: 'csv' | 'xlsx'): ParseFailure {
  if (error instanceof ParseFailure) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new ParseFailure(kind === 'xlsx' || error instanceof CsvSyntaxError ? kind : 'other', message);
}

/** A workbook's first sheet as CSV (`xlsxToCsv` of src/contract/xlsx.ts), passed in so that only a reader of workbooks loads it. */
export type XlsxToCsv = (bytes: Uint8Array) => string;

/**
 * Reads the whole file in this thread (as the server does: a workbook becomes the CSV of its first sheet, and that CSV
 * is what is read), then hands its records out from `from` on, `size` at a time.
 */
export function localRecords({ bytes, type, from, size }: RecordsRequest, xlsxToCsv: XlsxToCsv): RecordSource {
  let text: string;
  try {
    text = type === 'xlsx' ? xlsxToCsv(new Uint8Array(bytes)) : new TextDecoder().decode(bytes);
  } catch (error) {
    throw failureOf(error, type === 'xlsx' ? 'xlsx' : 'csv');
  }
  let records: string[][];
  try {
    records = parseCsv(text);
  } catch (error) {
    throw failureOf(error, 'csv');
  }
  const [header = [], ...data] = records;
  let at = Math.min(from, data.length);
  return {
    header,
    total: data.length,
    next: () => {
      const chunk = data.slice(at, at + size);
      at += chunk.length;
      return Promise.resolve(chunk);
    },
    close: () => undefined,
  };
}

/** The messages between the page and the worker. */
type ToReader = { open: RecordsRequest } | { next: true };
type FromReader =
  { head: { header: string[]; total: number } } | { records: string[][] } | { failure: { kind: ParseFailure['kind']; message: string } };

/** The part of a worker (or of a MessagePort) the two ends use. */
export interface RecordPort {
  postMessage(message: unknown): void;
  onmessage: ((event: MessageEvent) => void) | null;
  /** A worker's: the script failed (to load, or while reading). */
  onerror?: ((event: ErrorEvent) => void) | null;
}

/** The worker's end: opens the file it is sent and answers each `next` with the next chunk. */
export function serveRecords(port: RecordPort, xlsxToCsv: XlsxToCsv): void {
  let source: RecordSource | undefined;
  port.onmessage = (event: MessageEvent) => {
    const message = event.data as ToReader;
    if ('open' in message) {
      try {
        source = localRecords(message.open, xlsxToCsv);
        port.postMessage({ head: { header: source.header, total: source.total } } satisfies FromReader);
      } catch (error) {
        const { kind, message: text } = failureOf(error, 'csv');
        port.postMessage({ failure: { kind, message: text } } satisfies FromReader);
      }
      return;
    }
    void source?.next().then((records) => port.postMessage({ records } satisfies FromReader));
  };
}

/** The page's end: the records of `request`, read behind `port` (a worker's, or a MessagePort in the tests). */
export function portRecords(port: RecordPort, request: RecordsRequest, close: () => void): Promise<RecordSource> {
  let waiting: { resolve: (message: FromReader) => void; reject: (error: Error) => void } | undefined;
  port.onmessage = (event: MessageEvent) => waiting?.resolve(event.data as FromReader);
  port.onerror = (event: ErrorEvent) => {
    close();
    waiting?.reject(new ParseFailure('other', event.message || 'The file reader stopped'));
  };
  const ask = (message: ToReader) =>
    new Promise<FromReader>((resolve, reject) => {
      waiting = { resolve, reject };
      port.postMessage(message);
    });
  return ask({ open: request }).then((answer) => {
    if ('failure' in answer) {
      close();
      throw new ParseFailure(answer.failure.kind, answer.failure.message);
    }
    if (!('head' in answer)) throw new ParseFailure('other', 'The file reader answered out of turn');
    return {
      ...answer.head,
      next: async () => {
        const reply = await ask({ next: true });
        return 'records' in reply ? reply.records : [];
      },
      close,
    };
  });
}

/**
 * The records of a file: read by a module worker where the runtime has Worker (the browser), else in this thread.
 * Vite builds the worker as a file of its own, fetched only when an import runs.
 */
export async function openRecords(request: RecordsRequest): Promise<RecordSource> {
  // The workbook reader is in the fake backend's chunk already (the exports write workbooks with it).
  if (typeof Worker === 'undefined') return localRecords(request, xlsxToCsv);
  const worker = new Worker(new URL('./import-parse.worker.ts', import.meta.url), { type: 'module', name: 'stride-import' });
  return portRecords(worker, request, () => worker.terminate());
}
