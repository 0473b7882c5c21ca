// Test helper: a TCP proxy in front of Postgres, to cut the database off and bring it back (a stopped server, as the
// API processes see it); and, given several targets, a round-robin balancer in front of API processes.
import { createServer, Socket, type AddressInfo, type Server } from 'node:net';

interface Target {
  host: string;
  port: number;
}

/**
 * Forwards to `target` while open; `cut()` closes every connection and refuses new ones until `restore()`. Given a
 * list, each new connection goes to the next target in turn (round robin), and to the one after it when a target
 * refuses the connection (a process killed), as a load balancer's health check would soon decide.
 */
export class TcpProxy {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  /** The port it listens on (the one given, or the one the first `restore()` got when 0 was given). */
  port: number;
  private readonly targets: Target[];
  private next = 0;
  /** How many connections each target took (by `host:port`): which process a request reached. */
  readonly served = new Map<string, number>();
  constructor(target: Target | Target[], port = 0) {
    this.targets = Array.isArray(target) ? target : [target];
    this.port = port;
  }

  /** Connects `client` to the next target that takes the connection; drops it when none does. */
  private forward(client: Socket, tries = 0): void {
    if (tries >= this.targets.length) {
      client.destroy();
      return;
    }
    const target = this.targets[this.next++ % this.targets.length]!;
    const upstream = new Socket();
    let connected = false;
    upstream.on('error', () => {
      upstream.destroy();
      if (connected) client.destroy();
      else this.forward(client, tries + 1);
    });
    upstream.connect(target.port, target.host, () => {
      connected = true;
      const name = `${target.host}:${target.port}`;
      this.served.set(name, (this.served.get(name) ?? 0) + 1);
      this.sockets.add(upstream);
      upstream.on('close', () => {
        this.sockets.delete(upstream);
        client.destroy();
      });
      client.on('close', () => upstream.destroy());
      client.pipe(upstream).pipe(client);
    });
  }

  restore(): Promise<void> {
    this.server = createServer((client) => {
      this.sockets.add(client);
      client.on('close', () => this.sockets.delete(client));
      client.on('error', () => client.destroy());
      // Nothing is read from the client until a target takes it: its bytes wait in the socket meanwhile.
      client.pause();
      this.forward(client);
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
