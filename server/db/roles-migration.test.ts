import { describe, expect, it } from 'vitest';
import { connect } from './connect.ts';
import { migrate, readMigrations } from './migrate.ts';
import { syncRoles } from './roles.ts';

describe('the roles migration', () => {
  it('turns the old role labels into roles: the Administrator stays an admin, every other account becomes a viewer', async () => {
    const database = await connect({ dataDir: 'memory://' });
    try {
      const all = readMigrations();
      const at = all.findIndex((m) => m.sql.includes('create table roles'));
      expect(at).toBeGreaterThan(0);
      await migrate(database, all.slice(0, at));
      await database.session((s) =>
        s.exec(`insert into users (email, username, password_hash, role) values
          ('admin@stride.dev', 'admin', 'x', 'Administrator'), ('m@example.com', 'member', 'x', 'Member'), ('e@example.com', 'ed', 'x', 'editor')`),
      );
      await migrate(database, all);
      await syncRoles(database.db);
      const rows = await database.session((s) =>
        s.query<{ username: string; role: string; status: string }>('select username, role, status from users order by id'),
      );
      expect(rows).toEqual([
        { username: 'admin', role: 'admin', status: 'active' },
        { username: 'member', role: 'viewer', status: 'active' },
        { username: 'ed', role: 'editor', status: 'active' },
      ]);
      await expect(
        database.session((s) => s.exec(`insert into users (email, username, password_hash, role) values ('r@x.io', 'r', 'x', 'root')`)),
      ).rejects.toThrow();
      await database.session((s) => s.exec(`insert into users (email, username, password_hash) values ('n@x.io', 'n', 'x')`));
      expect(await database.session((s) => s.query<{ role: string }>(`select role from users where username = 'n'`))).toEqual([
        { role: 'viewer' },
      ]);
    } finally {
      await database.close();
    }
  }, 120_000);
});
