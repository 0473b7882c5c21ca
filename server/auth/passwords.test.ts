import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hashPassword, threadFlags, verifyPassword } from './passwords.ts';

/** The nice value of each thread of this process (field 19 of /proc/self/task/<tid>/stat). */
function threadNices(): number[] {
  return readdirSync('/proc/self/task').map((tid) => {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces: count the fields after its closing parenthesis.
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
  });
}

describe('password hashing', () => {
  it('hashes on its own thread: a hash verifies, a wrong password does not', async () => {
    const stored = await hashPassword('correct horse', 1024);
    expect(stored).toMatch(/^scrypt\$1024\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(await verifyPassword('wrong horse', stored)).toBe(false);
    const many = await Promise.all(['a', 'b', 'c', 'd'].map((p) => hashPassword(p, 1024)));
    expect(await Promise.all(many.map((h, i) => verifyPassword(['a', 'b', 'c', 'd'][i]!, h)))).toEqual([true, true, true, true]);
  });

  it.runIf(process.platform === 'linux')(
    'on Linux the hashing threads run at a lower priority, the rest of the process does not',
    async () => {
      await hashPassword('any', 1024);
      const nices = threadNices();
      expect(nices).toContain(Number(process.env.HASH_NICE ?? 10));
      expect(nices[0]).toBe(0);
    },
  );
});

describe('the hashing thread’s flags', () => {
  it('leave out the inline code of `node -e` / `--eval` / `--print` and `--input-type`, keeping every other flag', () => {
    expect(threadFlags(['--input-type=module', '-e', 'code()', '--max-old-space-size=512'])).toEqual(['--max-old-space-size=512']);
    expect(threadFlags(['--require', './setup.cjs', '--eval=x', '-p', '1+1', '--conditions=dev'])).toEqual([
      '--require',
      './setup.cjs',
      '--conditions=dev',
    ]);
  });
});
