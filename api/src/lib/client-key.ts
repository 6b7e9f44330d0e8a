import net from 'node:net';

/** An IPv6 address as its eight 16-bit groups (`::` expanded, a trailing IPv4 as two groups). */
function ipv6Groups(address: string): number[] {
  const groupsOf = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [Number.parseInt(group, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const [head = '', tail] = address.split('::');
  const front = groupsOf(head);
  const back = tail === undefined ? [] : groupsOf(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

const MAPPED_IPV4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/**
 * Who a request counts as, for the sign-in throttle and the rate limits: its IPv4 address, or
 * its IPv6 /64. One subscriber's line or one server is handed a whole /64, 2^64 addresses to
 * rotate through, so counting IPv6 addresses one by one would let one client look like many.
 */
export function clientKey(ip: string): string {
  const address = ip.split('%')[0]!;
  if (!net.isIPv6(address)) return ip;
  const mapped = MAPPED_IPV4.exec(address);
  if (mapped) return mapped[1]!;
  const network = ipv6Groups(address)
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':');
  return `${network}::/64`;
}
