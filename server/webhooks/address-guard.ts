// Which addresses a delivery may connect to. A webhook URL is typed by an admin, but the server, not the admin's
// browser, connects: without this a URL could reach the server's own ports, the private network or a cloud's metadata
// service (169.254.169.254). The check is made on the address the connection is opened to, after DNS (see
// safe-post.ts), so a name that resolves to a public address when the URL is saved and to a private one later
// (DNS rebinding) is refused too.
import { BlockList, isIP } from 'node:net';

const blocked = new BlockList();
// IPv4: "this network", private, shared (CGNAT), loopback, link-local (metadata services), documentation and
// benchmarking ranges, multicast and reserved.
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3],
] as const) {
  blocked.addSubnet(net, prefix, 'ipv4');
}
// IPv6: unspecified, loopback, unique local (fd00:ec2::254 is a metadata address), link-local, multicast, documentation.
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['2001:db8::', 32],
] as const) {
  blocked.addSubnet(net, prefix, 'ipv6');
}

/** The IPv4 address an IPv4-mapped or NAT64 IPv6 address carries (`::ffff:127.0.0.1`), else undefined. */
function embeddedIpv4(address: string): string | undefined {
  const dotted = /^(?:::ffff:|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (dotted) return dotted[1];
  // The URL parser writes `[::ffff:127.0.0.1]` as `[::ffff:7f00:1]`.
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (!hex) return undefined;
  const [high, low] = [parseInt(hex[1]!, 16), parseInt(hex[2]!, 16)];
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** Whether a delivery may not connect to `address` (an IP address, as DNS answered it or as the URL wrote it). */
export function isForbiddenAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  const family = isIP(bare);
  if (family === 0) return true;
  const v4 = family === 6 ? embeddedIpv4(bare) : bare;
  if (v4) return blocked.check(v4, 'ipv4');
  return blocked.check(bare, 'ipv6');
}
