import { describe, expect, it } from 'vitest';
import { connect } from './connect.ts';
import { emptyCluster } from './empty-cluster.ts';

describe('the empty cluster the tests start their PGlite databases from', () => {
  it('is a new cluster: no table of ours, and pg_trgm can be created as the first migration does', async () => {
    const database = await connect({ dataDir: 'memory://', startFrom: await emptyCluster() });
    try {
      await database.session(async (session) => {
        expect(await session.query<{ n: number }>(`select count(*)::int as n from pg_tables where schemaname = 'public'`)).toEqual([
          { n: 0 },
        ]);
        await session.exec('create extension if not exists pg_trgm');
        expect(await session.query<{ s: number }>(`select similarity('stride', 'strides') > 0.5 as s`)).toEqual([{ s: true }]);
      });
    } finally {
      await database.close();
    }
  });
});
