// `npm run lint`: ESLint and Prettier side by side (each keeps a cache under node_modules/.cache, so a second run
// checks only the files changed since), then the function-length check. Fails when any of them fails.
import { spawn } from 'node:child_process';

const bin = (name) => new URL(`../node_modules/.bin/${name}`, import.meta.url).pathname;
const run = (command, args) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit' });
    child.on('close', (code) => resolve(code ?? 1));
    child.on('error', () => resolve(1));
  });

const codes = await Promise.all([
  run(bin('eslint'), [
    '--max-warnings=0',
    '--cache',
    '--cache-strategy',
    'content',
    '--cache-location',
    'node_modules/.cache/eslint/',
    '.',
  ]),
  run(bin('prettier'), ['--check', '--cache', '--cache-strategy', 'content', '--log-level', 'warn', '.']),
]);
codes.push(await run(process.execPath, [new URL('longest-functions.mjs', import.meta.url).pathname]));
process.exitCode = codes.some((code) => code !== 0) ? 1 : 0;
