// The invoice PDF section of `npm run bench` (`--only=pdf` runs it alone; `node bench/invoice-pdf.mjs` prints it):
// GET /app/invoices/{id}/pdf of a 50-line invoice on the reference server (PGlite in memory; DATABASE_URL: that
// Postgres), in process, in English, Arabic and Japanese: the first PDF of a fresh process (fonts read and parsed,
// code compiled) and the median of the next ones. Each goes through routing, the bearer and role check, the
// invoice's and its customer's reads and the rendering.
import { pathToFileURL } from 'node:url';
import { createApp } from '../server/app.ts';
import { prepareDatabase } from '../server/start.ts';

/** What one PDF of a 50-line invoice may take on the server, warm (the first of a process is reported beside it). */
export const PDF_BUDGET_MS = 1000;
const LINES = 50;
const SAMPLES = 15;
const LANGS = ['en', 'ar', 'ja'];

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function call(app, token, method, path, body) {
  const res = await app.request(`http://bench${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (res.status >= 300) throw new Error(`${method} ${path} answered ${res.status}`);
  return res;
}

/** A sent invoice of `LINES` lines (descriptions of some length, so they wrap) for the first sample customer. */
async function fiftyLineInvoice(app, token) {
  const lines = Array.from({ length: LINES }, (_, i) => ({
    description: `Line ${i + 1}: running shoes, wholesale lot ${1000 + i}, sizes 38 to 46, colour as ordered`,
    quantity: 1 + (i % 7),
    unitPrice: 1_999 + 137 * i,
    taxRate: i % 3 === 0 ? 7 : 19,
    discountRate: i % 5 === 0 ? 10 : 0,
  }));
  const draft = await (
    await call(app, token, 'POST', '/app/invoices', {
      customerId: 1,
      issueDate: '2036-01-10',
      dueDate: '2036-02-10',
      currency: 'EUR',
      lines,
    })
  ).json();
  await call(app, token, 'POST', `/app/invoices/${draft.id}/send`);
  return draft.id;
}

/** `{ driver, lines, samples, byLang: { en: { firstMs, medianMs, bytes } … } }` */
export async function measureInvoicePdf({ samples = SAMPLES } = {}) {
  const database = await prepareDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: 'memory://', seedDemo: true });
  try {
    // The send mails the invoice (with its PDF); the bench keeps no mail.
    const mailer = { sendMail: async () => undefined, describe: () => 'dropped (bench)' };
    const { app } = createApp({ db: database.db, driver: database.driver, logRequests: false, mailer });
    const signIn = await app.request('http://bench/users/authenticate', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'admin@stride.dev', password: 'stride-demo' }),
    });
    const { token } = await signIn.json();
    const id = await fiftyLineInvoice(app, token);
    const byLang = {};
    for (const lang of LANGS) {
      const times = [];
      let bytes = 0;
      for (let i = 0; i <= samples; i++) {
        const start = performance.now();
        const res = await call(app, token, 'GET', `/app/invoices/${id}/pdf?lang=${lang}`);
        bytes = (await res.arrayBuffer()).byteLength;
        times.push(performance.now() - start);
      }
      byLang[lang] = { firstMs: Math.round(times[0]), medianMs: Math.round(median(times.slice(1))), bytes };
    }
    return { driver: database.driver, lines: LINES, samples, byLang };
  } finally {
    await database.close();
  }
}

/** The sentence in docs/benchmark.md. */
export function renderInvoicePdf(r) {
  const parts = Object.entries(r.byLang).map(
    ([lang, m]) => `${lang} ${m.medianMs} ms (first ${m.firstMs} ms, ${Math.round(m.bytes / 1024)} KiB)`,
  );
  return `Invoice PDF (GET /app/invoices/{id}/pdf, ${r.lines} lines, reference server on ${r.driver}, in process, median of ${r.samples} after the first): ${parts.join('; ')}; budget ${PDF_BUDGET_MS} ms.`;
}

/** The budget's misses: a language whose median is over it. */
export function invoicePdfMisses(r) {
  return Object.entries(r.byLang)
    .filter(([, m]) => m.medianMs > PDF_BUDGET_MS)
    .map(([lang, m]) => `a ${r.lines}-line invoice PDF in ${lang} takes ${m.medianMs} ms (budget ${PDF_BUDGET_MS} ms)`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await measureInvoicePdf();
  console.log(renderInvoicePdf(result));
  const misses = invoicePdfMisses(result);
  if (misses.length) console.log(misses.map((m) => `MISS ${m}`).join('\n'));
  process.exit(misses.length ? 1 : 0);
}
