import { isIP } from 'node:net';

/** What an IP address reaches, as far as deciding whether a user may point the server at it. */
export type AddressClass =
  | 'public'
  | 'loopback'
  | 'private'
  | 'link-local'
  | 'unique-local'
  | 'metadata'
  | 'multicast'
  | 'unspecified'
  | 'reserved';

interface Range {
  bytes: number[];
  bits: number;
  kind: AddressClass;
}

const v4 = (cidr: string, kind: AddressClass): Range => {
  const [address = '', bits = '32'] = cidr.split('/');
  return { bytes: address.split('.').map(Number), bits: Number(bits), kind };
};

// Most specific first: the first range that holds the address decides (IANA special-purpose registries).
const V4_RANGES: Range[] = [
  v4('169.254.169.254/32', 'metadata'), // AWS, GCP, Azure, OpenStack, Oracle instance metadata
  v4('169.254.169.253/32', 'metadata'), // AWS VPC DNS
  v4('169.254.170.2/32', 'metadata'), // AWS ECS task credentials
  v4('100.100.100.200/32', 'metadata'), // Alibaba Cloud metadata
  v4('168.63.129.16/32', 'metadata'), // Azure host wire server
  v4('0.0.0.0/8', 'unspecified'),
  v4('10.0.0.0/8', 'private'),
  v4('100.64.0.0/10', 'private'), // carrier-grade NAT, shared between customers of one provider
  v4('127.0.0.0/8', 'loopback'),
  v4('169.254.0.0/16', 'link-local'),
  v4('172.16.0.0/12', 'private'),
  v4('192.0.0.0/24', 'reserved'),
  v4('192.0.2.0/24', 'reserved'),
  v4('192.88.99.0/24', 'reserved'),
  v4('192.168.0.0/16', 'private'),
  v4('198.18.0.0/15', 'reserved'),
  v4('198.51.100.0/24', 'reserved'),
  v4('203.0.113.0/24', 'reserved'),
  v4('224.0.0.0/4', 'multicast'),
  v4('240.0.0.0/4', 'reserved'), // includes the broadcast address
];

const v6 = (cidr: string, kind: AddressClass): Range => {
  const [address = '', bits = '128'] = cidr.split('/');
  return { bytes: ipv6Bytes(address) ?? [], bits: Number(bits), kind };
};

const V6_RANGES: Range[] = [
  v6('fd00:ec2::254/128', 'metadata'), // AWS instance metadata over IPv6
  v6('::/128', 'unspecified'),
  v6('::1/128', 'loopback'),
  v6('64:ff9b:1::/48', 'private'), // NAT64 for local use
  v6('100::/64', 'reserved'), // discard-only
  v6('2001::/23', 'reserved'), // protocol assignments, Teredo (which hides an IPv4 address), ORCHID
  v6('2001:db8::/32', 'reserved'), // documentation
  v6('fc00::/7', 'unique-local'),
  v6('fe80::/10', 'link-local'),
  v6('fec0::/10', 'private'), // the old site-local range
  v6('ff00::/8', 'multicast'),
];

function inRange(bytes: number[], range: Range): boolean {
  for (let bit = 0; bit < range.bits; bit += 8) {
    const take = Math.min(8, range.bits - bit);
    const mask = (0xff << (8 - take)) & 0xff;
    const index = bit / 8;
    if (((bytes[index] ?? 0) & mask) !== ((range.bytes[index] ?? 0) & mask)) return false;
  }
  return true;
}

/** The 16 bytes of an IPv6 address (with or without an embedded dotted IPv4 tail), or null. */
function ipv6Bytes(address: string): number[] | null {
  let text = address;
  const tail: number[] = [];
  const dotted = /:(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    tail.push(...dotted[1].split('.').map(Number));
    const [hi = 0, lo = 0, hi2 = 0, lo2 = 0] = tail;
    text = `${text.slice(0, dotted.index)}:${((hi << 8) | lo).toString(16)}:${((hi2 << 8) | lo2).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const groups = (part: string | undefined) => (part ? part.split(':') : []);
  const head = groups(halves[0]);
  const rest = groups(halves[1]);
  const missing = 8 - head.length - rest.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const all = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...rest];
  const bytes: number[] = [];
  for (const group of all) {
    if (!/^[0-9a-f]{1,4}$/i.test(group)) return null;
    const value = parseInt(group, 16);
    bytes.push(value >> 8, value & 0xff);
  }
  return bytes;
}

/** The IPv4 address an IPv6 address carries inside it (mapped, compatible, NAT64, 6to4), if any. */
function embeddedIpv4(bytes: number[]): number[] | null {
  const zeros = (from: number, to: number) => bytes.slice(from, to).every((b) => b === 0);
  if (zeros(0, 10) && bytes[10] === 0xff && bytes[11] === 0xff) return bytes.slice(12); // ::ffff:a.b.c.d
  if (zeros(0, 12) && !zeros(12, 16) && !(zeros(12, 15) && bytes[15] === 1)) return bytes.slice(12); // ::a.b.c.d
  if (bytes[0] === 0 && bytes[1] === 0x64 && bytes[2] === 0xff && bytes[3] === 0x9b && zeros(4, 12))
    return bytes.slice(12); // 64:ff9b::/96
  if (bytes[0] === 0x20 && bytes[1] === 0x02) return bytes.slice(2, 6); // 2002::/16 (6to4)
  return null;
}

function classifyV4(bytes: number[]): AddressClass {
  return V4_RANGES.find((range) => inRange(bytes, range))?.kind ?? 'public';
}

/** Classifies an IP address; anything that is not a well-formed IP address is 'reserved'. */
export function classifyAddress(address: string): AddressClass {
  const plain = address.replace(/^\[|\]$/g, '').replace(/%.*$/, ''); // brackets and an IPv6 zone id
  const family = isIP(plain);
  if (family === 4) return classifyV4(plain.split('.').map(Number));
  if (family !== 6) return 'reserved';
  const bytes = ipv6Bytes(plain.toLowerCase());
  if (!bytes) return 'reserved';
  const inner = embeddedIpv4(bytes);
  if (inner) return classifyV4(inner);
  const special = V6_RANGES.find((range) => inRange(bytes, range))?.kind;
  if (special) return special;
  // Only 2000::/3 is handed out as global unicast; the rest of the space is not meant to be reached.
  return ((bytes[0] ?? 0) & 0xe0) === 0x20 ? 'public' : 'reserved';
}

/** Whether the address is this machine itself: loopback or "any address". */
export const isThisMachine = (address: string) => {
  const kind = classifyAddress(address);
  return kind === 'loopback' || kind === 'unspecified';
};
