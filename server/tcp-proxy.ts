// Test helper: a TCP proxy in front of Postgres, to cut the database off and bring it back (a stopped server, as the
// API processes see it).
import { createServer, Socket, type AddressInfo, type Server } from 'node:net';

/** Forwards to `target` while open; `cut()` closes every connection and refuses new ones until `restore()`. */
export class TcpProxy {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  /** The port it listens on (the one given, or the one the first `restore()` got when 0 was given). */
  port: number;
  private readonly target: { host: string; port: number };
  constructor(target: { host: string; port: number }, port = 0) {
    this.target = target;
    this.port = port;
  }

  restore(): Promise<void> {
    this.server = createServer((client) => {
      const upstream = new Socket();
      upstream.connect(this.target.port, this.target.host);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => s.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    return new Promise((resolve) =>
      this.server!.listen(this.port, '127.0.0.1', () => {
        this.port = (this.server!.address() as AddressInfo).port;
        resolve();
      }),
    );
  }

  cut(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    return new Promise((resolve) => this.server!.close(() => resolve()));
  }
}

/** A Postgres URL with its host and port replaced by the proxy's. */
export function throughProxy(url: string, proxy: TcpProxy): string {
  const through = new URL(url);
  through.hostname = '127.0.0.1';
  through.port = String(proxy.port);
  return through.toString();
}
