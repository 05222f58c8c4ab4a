// The client a per-client rate limit counts. An IPv4 address is one client; an IPv6 client is
// given a whole network (a /64 at least, a /56 by most providers) and can pick any address in
// it, so the limit counts its /56. IPv4-mapped IPv6 spellings ('::ffff:203.0.113.9', as a
// dual-stack socket or a proxy may write them) count as the IPv4 address, and a port is dropped.
import { isIPv4, isIPv6 } from 'node:net';

const NETWORK_BITS = 56;

/** The 8 groups of an IPv6 address as numbers (a trailing dotted IPv4 part gives two). */
function ipv6Groups(address: string): number[] {
  const [head = '', tail] = address.split('::');
  const groups = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [parseInt(group, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [a * 256 + b, c * 256 + d];
        });
  const before = groups(head);
  const after = tail === undefined ? [] : groups(tail);
  return [...before, ...Array<number>(8 - before.length - after.length).fill(0), ...after];
}

// Some proxies write the client's port into X-Forwarded-For: '203.0.113.9:4711', '[2001:db8::1]:443'.
const WITH_PORT = /^(?:\[([^\]]+)\]|(\d{1,3}(?:\.\d{1,3}){3})):\d+$/;

export function clientNetwork(address: string): string {
  const withPort = WITH_PORT.exec(address.trim());
  const bare = withPort ? (withPort[1] ?? withPort[2] ?? '') : address.trim();
  const ip = bare.replace(/%.*$/, ''); // a zone ('fe80::1%eth0') names the server's interface
  if (isIPv4(ip) || !isIPv6(ip)) return ip;
  const groups = ipv6Groups(ip);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  const kept = groups.map((group, index) => {
    const bits = Math.min(16, Math.max(0, NETWORK_BITS - index * 16));
    return bits === 0 ? 0 : group & (0xffff << (16 - bits)) & 0xffff;
  });
  return `${kept.map((group) => group.toString(16)).join(':')}/${NETWORK_BITS}`;
}
