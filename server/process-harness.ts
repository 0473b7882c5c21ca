// Test and bench helper: `node server/main.ts` as a child process, on a port the system picks, seen from outside.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));

export interface RunningServer {
  url: string;
  pid: number;
  child: ChildProcess;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code (null after a signal). */
  exited: Promise<number | null>;
  /** Sends a signal (SIGTERM by default) and waits for the exit. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export interface Started {
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
}

/** A PGLITE_DIR means PGlite, even where this process has a DATABASE_URL (which would win). */
export function pgliteOnly(env: Record<string, string>): Record<string, string> {
  return env.PGLITE_DIR && !env.DATABASE_URL ? { DATABASE_URL: '' } : {};
}

/** Spawns the server with these variables over the current environment (request lines off unless asked). */
export function spawnServer(env: Record<string, string>): Started {
  const child = spawn(process.execPath, [MAIN], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', SCRYPT_COST: '1024', LOG_REQUESTS: 'false', ...pgliteOnly(env), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout.on('data', (chunk: Buffer) => void (text += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => void (text += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => text, exited };
}

/** Starts the server and waits for its start line; rejects with its output when it exits first or takes too long. */
export async function startServer(env: Record<string, string>, timeoutMs = 120_000): Promise<RunningServer> {
  const started = spawnServer(env);
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start line within ${timeoutMs} ms:\n${started.output()}`)), timeoutMs);
    const look = () => {
      const match = /Stride API on (http:\/\/[\d.]+:\d+)/.exec(started.output());
      if (!match) return;
      clearTimeout(timer);
      resolve(match[1]!);
    };
    started.child.stdout?.on('data', look);
    void started.exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}) before it listened:\n${started.output()}`));
    });
  });
  return {
    ...started,
    url,
    pid: started.child.pid!,
    stop: async (signal = 'SIGTERM') => {
      if (started.child.exitCode === null && started.child.signalCode === null) started.child.kill(signal);
      return started.exited;
    },
  };
}

/** Signs in and answers the bearer token. */
export async function signInAt(url: string, email = 'admin@stride.dev', password = 'stride-demo'): Promise<string> {
  const res = await fetch(`${url}/users/authenticate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

/**
 * Reads until `done` says so or `ms` have passed (every 200 ms), and answers the last value read: a test then says
 * what it waited for by what it expects of that value, not by a timeout's message.
 */
export async function pollUntil<T>(read: () => Promise<T>, done: (value: T) => boolean, ms: number): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
