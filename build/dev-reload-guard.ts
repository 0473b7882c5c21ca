import type { Plugin } from 'vite';

/** True for Vite's "reload the whole page" message. */
function isFullReload(payload: unknown): boolean {
  return typeof payload === 'object' && payload !== null && (payload as { type?: unknown }).type === 'full-reload';
}

/**
 * Drops a full reload the dev server asks for while no page is connected. Vite keeps such a message and hands it
 * to the first page that connects, so the content sync at start-up (it rewrites modules the server has loaded)
 * reloaded the first page mid-load. A page that connects later has fetched the current modules already.
 */
export function devReloadGuard(): Plugin {
  return {
    name: 'stride:dev-reload-guard',
    apply: 'serve',
    configureServer(server) {
      const ws = server.ws;
      // send is overloaded (a payload, or a custom event's name and data): the guard passes both forms on as they are.
      const send: (...args: unknown[]) => void = ws.send.bind(ws);
      const guarded = (...args: unknown[]): void => {
        const [payload] = args;
        if (isFullReload(payload) && ws.clients.size === 0) return;
        send(...args);
      };
      ws.send = guarded;
    },
  };
}
