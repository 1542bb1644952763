/**
 * The group a client address is counted in, by the sign-in throttle and by every other per-client
 * limit (orders, contact, new carts, order look-ups: server/services/limits.ts): an IPv4 address is
 * its own group; an IPv6 address counts as its /64 (one household or server usually holds a whole
 * /64, so per-address counting would give it 2^64 tries). IPv4-mapped IPv6 (`::ffff:192.0.2.1`) is
 * the IPv4 address. Anything that is not an address (`unknown`) is returned as it is.
 */
export function addressGroup(address: string): string {
  const text = address.trim().replace(/^\[(.*)\]$/, "$1");
  if (IPV4.test(text)) return text;
  const hextets = ipv6Hextets(text);
  if (!hextets) return address;
  const mapped = hextets.slice(0, 5).every((h) => h === 0) && hextets[5] === 0xffff;
  if (mapped) {
    const [high, low] = [hextets[6]!, hextets[7]!];
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");
  }
  return `${hextets
    .slice(0, 4)
    .map((h) => h.toString(16))
    .join(":")}::/64`;
}

const IPV4 = /^(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/;
const HEXTET = /^[0-9a-f]{1,4}$/i;

/** The eight 16-bit groups of an IPv6 address (with `::`, a zone or a dotted IPv4 tail), or null. */
function ipv6Hextets(text: string): number[] | null {
  const withoutZone = text.replace(/%[^%]+$/, "");
  if (!withoutZone.includes(":")) return null;
  let parts = withoutZone.split(":");
  // A dotted IPv4 tail stands for the last two groups.
  const tail = parts.at(-1)!;
  if (tail.includes(".")) {
    if (!IPV4.test(tail)) return null;
    const [a, b, c, d] = tail.split(".").map(Number) as [number, number, number, number];
    parts = [...parts.slice(0, -1), ((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
  }
  const gap = parts.indexOf("");
  let groups: string[];
  if (gap === -1) {
    groups = parts;
  } else {
    const joined = parts.join(":");
    const halves = joined.split("::");
    if (halves.length !== 2) return null;
    const head = halves[0] ? halves[0].split(":") : [];
    const rest = halves[1] ? halves[1].split(":") : [];
    const missing = 8 - head.length - rest.length;
    if (missing < 1) return null;
    groups = [...head, ...Array<string>(missing).fill("0"), ...rest];
  }
  if (groups.length !== 8 || !groups.every((g) => HEXTET.test(g))) return null;
  return groups.map((g) => Number.parseInt(g, 16));
}
