// Test support: a minimal SMTP server on 127.0.0.1, enough of RFC 5321 for nodemailer to deliver a message, which it
// keeps. It can refuse the first connections (`421`, a relay that is busy or restarting), as the mail queue's retries
// are tested against.
import { createServer, type Server } from 'node:net';

export interface Received {
  from: string;
  to: string[];
  data: string;
}

export interface FakeSmtp {
  port: number;
  received: Received[];
  /** Connections answered `421` so far. */
  refused: number;
  server: Server;
  close(): Promise<void>;
}

export function fakeSmtp(options: { refuseFirst?: number } = {}): Promise<FakeSmtp> {
  const received: Received[] = [];
  const state = { refused: 0 };
  const server = createServer((socket) => {
    if (state.refused < (options.refuseFirst ?? 0)) {
      state.refused++;
      socket.end('421 test.invalid Service not available, try again later\r\n');
      return;
    }
    let buffer = '';
    let inData = false;
    let envelope: Received = { from: '', to: [], data: '' };
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          envelope.data = buffer.slice(0, end).replace(/^\.\./gm, '.');
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push(envelope);
          envelope = { from: '', to: [], data: '' };
          socket.write('250 queued\r\n');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline < 0) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'MAIL') envelope.from = line;
        if (verb === 'RCPT') envelope.to.push(line);
        if (verb === 'DATA') inData = true;
        if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write(verb === 'DATA' ? '354 go on\r\n' : '250 ok\r\n');
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({
        port: typeof address === 'object' && address ? address.port : 0,
        received,
        get refused() {
          return state.refused;
        },
        server,
        close: () => new Promise((done) => server.close(() => done())),
      });
    }),
  );
}
