import type { Context } from 'hono';

/**
 * The address a request came from: the socket's peer, or — behind `trustProxy` reverse proxies (TRUST_PROXY) — the entry
 * of X-Forwarded-For the nearest trusted proxy wrote. Without TRUST_PROXY the header is ignored: anyone can send one.
 * IPv6 addresses count by their /64 network (one host holds a whole /64), IPv4-mapped ones as IPv4.
 */
export function clientAddress(c: Context, trustProxy: number): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  const peer = env?.incoming?.socket?.remoteAddress ?? 'unknown';
  if (trustProxy <= 0) return normalise(peer);
  const forwarded = (c.req.header('X-Forwarded-For') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return normalise(forwarded[Math.max(0, forwarded.length - trustProxy)] ?? peer);
}

function normalise(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!address.includes(':')) return address;
  return `${expandIpv6(address).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address (`::` filled with zeros, a zone id dropped). */
function expandIpv6(address: string): string[] {
  const [head = '', tail] = address.split('%')[0]!.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array.from({ length: Math.max(0, 8 - left.length - right.length) }, () => '0');
  return [...left, ...zeros, ...right].map((group) => group.replace(/^0+(?=.)/, ''));
}

/** TRUST_PROXY: unset, `false` or `0` trusts no proxy; `true` one; a number that many. */
export function readTrustProxy(value: string | undefined): number {
  if (!value || value === 'false') return 0;
  if (value === 'true') return 1;
  const hops = Number(value);
  if (!Number.isInteger(hops) || hops < 0) throw new Error(`TRUST_PROXY must be true, false or a number of proxies, not ${value}`);
  return hops;
}
