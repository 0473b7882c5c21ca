// Import and export of a list (`node bench/import-export.mjs [importRows] [exportRows]`; Postgres where DATABASE_URL
// names a server, else PGlite in memory). In process, through app.request (no HTTP), so it measures the server:
// - a CSV of `importRows` new department rows (default 100,000) imported as a job: seconds from the POST to the job's
//   end, and the process's peak resident memory above where it started;
// - `exportRows` synthetic orders (default 1,000,000) exported as CSV, then as XLSX: seconds to the last byte, bytes, and how much the
//   resident memory grew. Past EXPORT_JOB_THRESHOLD (100,000) rows the export is a job (202): the time is then from the
//   request to the job's end plus its download, and the memory is the peak over both.
import { createTestServer, signIn } from '../server/test-server.ts';
import { seedLarge } from '../server/tools/seed-large.ts';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

// The collector, to measure from a settled heap (--expose-gc on the command line would reach the password workers,
// which refuse it).
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc');

const importRows = Number(process.argv[2] ?? 100_000);
const exportRows = Number(process.argv[3] ?? 1_000_000);
const mb = (bytes) => Math.round(bytes / 1e5) / 10;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The highest resident memory seen while `work` runs, sampled every 50 ms. */
async function peakDuring(work) {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  try {
    const result = await work();
    return { result, peak: Math.max(peak, process.memoryUsage().rss) };
  } finally {
    clearInterval(timer);
  }
}

function departmentsCsv(count) {
  const lines = ['departmentName,HOD,phone,email,employee'];
  for (let i = 0; i < count; i++)
    lines.push(`Department ${i},Head ${i},+1 (555) 010-${String(i % 10000).padStart(4, '0')},d${i}@stride.dev,${i % 500}`);
  return `${lines.join('\r\n')}\r\n`;
}

async function measureImport(server, token) {
  const csv = departmentsCsv(importRows);
  const before = process.memoryUsage().rss;
  const started = performance.now();
  const { result: job, peak } = await peakDuring(async () => {
    const res = await server.request('/app/department/import', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'text/csv' },
      body: csv,
    });
    const { jobId } = await res.json();
    for (;;) {
      const state = await (await server.request(`/app/jobs/${jobId}`, { headers: { Authorization: `Bearer ${token}` } })).json();
      if (state.status !== 'queued' && state.status !== 'running') return state;
      await sleep(200);
    }
  });
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `import ${importRows} rows (${mb(csv.length)} MB): ${seconds.toFixed(1)} s, ${job.status}, ${JSON.stringify(job.result)}; peak RSS +${mb(peak - before)} MB (${mb(peak)} MB)`,
  );
}

async function measureExport(server, token) {
  const seeded = performance.now();
  await seedLarge(server.database, { list: 'order', count: exportRows, seed: 1 }, { line: () => undefined, progress: () => undefined });
  console.log(`seeded ${exportRows} orders in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);
  for (const format of ['csv', 'xlsx']) {
    // Growth from a settled heap: what the seed left for the collector is not the export's.
    collect();
    const before = process.memoryUsage().rss;
    const started = performance.now();
    let jobDone;
    const { result: bytes, peak } = await peakDuring(async () => {
      const auth = { headers: { Authorization: `Bearer ${token}` } };
      let res = await server.request(`/app/order/export?format=${format}`, auth);
      if (res.status === 202) {
        // A job: followed to its end, then its file downloaded.
        const { jobId } = await res.json();
        let job;
        for (;;) {
          job = await (await server.request(`/app/jobs/${jobId}`, auth)).json();
          if (job.status !== 'queued' && job.status !== 'running') break;
          await sleep(200);
        }
        jobDone = (performance.now() - started) / 1000;
        if (job.status !== 'done') throw new Error(`the export job ended ${job.status}: ${job.error ?? ''}`);
        res = await server.request(job.result.url, auth);
      }
      let total = 0;
      for await (const chunk of res.body) total += chunk.byteLength;
      return total;
    });
    const seconds = (performance.now() - started) / 1000;
    const how = jobDone === undefined ? 'streamed' : `as a job: done in ${jobDone.toFixed(1)} s, then the download`;
    console.log(
      `export ${exportRows} orders as ${format} (${how}): ${seconds.toFixed(1)} s, ${mb(bytes)} MB; RSS growth ${mb(peak - before)} MB (peak ${mb(peak)} MB)`,
    );
  }
}

const server = await createTestServer();
try {
  const token = await signIn(server);
  console.log(`driver: ${process.env.DATABASE_URL ? 'postgres' : 'pglite'}`);
  if (importRows > 0) await measureImport(server, token);
  if (exportRows > 0) await measureExport(server, token);
} finally {
  await server.close();
}
