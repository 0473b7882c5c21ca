import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const scripts = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { scripts: Record<string, string> })
  .scripts;

/**
 * `npm start -- --port 4700` appends its flags to the script. Astro reads a flag given twice as a list and then ignores
 * it (`astro dev --port 4321 --port 4700` serves on 4321), so a script must leave every flag a person may pass to them.
 * The scripts run here in a folder of their own whose `astro` only prints the arguments it was given.
 */
describe('npm start and npm run preview pass their flags to Astro', () => {
  const dir = mkdtempSync(join(tmpdir(), 'stride-npm-scripts-'));
  mkdirSync(join(dir, 'node_modules/.bin'), { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'scripts', private: true, scripts }));
  const astro = join(dir, 'node_modules/.bin/astro');
  writeFileSync(astro, `#!${process.execPath}\nconsole.log(JSON.stringify(process.argv.slice(2)));\n`);
  chmodSync(astro, 0o755);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** The arguments Astro gets from `npm <...args>`. */
  function astroArgs(...args: string[]): string[] {
    const npm = spawnSync('npm', ['--silent', ...args], { cwd: dir, encoding: 'utf8', timeout: 30_000 });
    expect(npm.status, npm.stderr).toBe(0);
    return JSON.parse(npm.stdout.trim().split('\n').at(-1) ?? '[]') as string[];
  }
  const valuesOf = (args: string[], flag: string) => args.flatMap((arg, i) => (arg === flag ? [args[i + 1]] : []));

  it.each([
    ['start', 'dev'],
    ['run preview', 'preview'],
  ])('npm %s -- --port 4700 --host 127.0.0.1 runs astro %s on that port and host only', (command, astroCommand) => {
    const args = astroArgs(...command.split(' '), '--', '--port', '4700', '--host', '127.0.0.1');
    expect(args[0]).toBe(astroCommand);
    expect(valuesOf(args, '--port')).toEqual(['4700']);
    expect(valuesOf(args, '--host')).toEqual(['127.0.0.1']);
  });
});
