/**
 * The fake backend's import file reader, a module worker (import-records.ts): it reads the CSV or workbook it is sent
 * and answers the page's requests with a chunk of records each, so the parse never holds the page's main thread.
 */
import { xlsxToCsv } from '../../../contract/xlsx.ts';
import { serveRecords } from './import-records.ts';

// A worker's global scope is its own port (the page's `worker.postMessage` arrives as its `onmessage`).
serveRecords(globalThis, xlsxToCsv);
