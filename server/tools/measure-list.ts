// `node server/tools/measure-list.ts [list]`: times the server-side list calls a table makes (first page, a far page,
// a sort, a filter, a search) against the configured database, through the app (routing, SQL, JSON): median of 5.
import { createApp } from '../app.ts';
import { readConfig } from '../config.ts';
import { issueToken } from '../auth/tokens.ts';
import { users } from '../db/tables.ts';
import { prepareDatabase } from '../start.ts';

const list = process.argv[2] ?? 'order';
const config = readConfig();
const database = await prepareDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, seedSample: false, seedDemo: true });
const { app } = createApp({ db: database.db });
const [user] = await database.db.select({ id: users.id }).from(users).limit(1);
const token = await issueToken(database.db, user!.id);

async function time(path: string): Promise<{ ms: number; total: number }> {
  const started = performance.now();
  const res = await app.request(`http://localhost/app/${list}?${path}`, { headers: { Authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { total: number };
  return { ms: performance.now() - started, total: body.total };
}

const CALLS = {
  'first page': 'page=1&pageSize=50',
  'page 2': 'page=2&pageSize=50',
  'page 1,000 (offset 49,950)': 'page=1000&pageSize=50',
  'sort by amount desc': 'page=1&pageSize=50&sort=amount:desc',
  'sort by customer name, page 3': 'page=3&pageSize=50&sort=customerName:asc',
  'filter status=Delivered': 'page=1&pageSize=50&deliveryStatus=Delivered',
  'filter status + sort by date': 'page=1&pageSize=50&deliveryStatus=Delivered&sort=orderDate:desc',
  'two filters (status + payment)': 'page=1&pageSize=50&deliveryStatus=Delivered&paymentMethod=COD',
  'q (rare text)': 'page=1&pageSize=50&q=st-99999',
  'q (common text)': 'page=1&pageSize=50&q=ross',
};

for (const [label, path] of Object.entries(CALLS)) {
  const runs = [];
  for (let i = 0; i < 5; i++) runs.push(await time(path));
  const sorted = runs.map((r) => r.ms).sort((a, b) => a - b);
  console.log(`${label.padEnd(34)} median ${sorted[2]!.toFixed(1).padStart(7)} ms   (total ${runs[0]!.total})`);
}
await database.close();
