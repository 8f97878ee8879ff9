import dns from "node:dns";
import net, { type LookupFunction } from "node:net";
import { WEBHOOK_MESSAGES } from "@staffing/shared";

// Where a webhook may never be sent (issue 21): an address an admin types must not let the server
// reach its own network (SSRF). The check runs on every address a host name resolves to, when the
// webhook is saved and again when each attempt connects (to the address checked, so a host name that
// resolves elsewhere the second time, DNS rebinding, cannot slip past).

/** Link-local and cloud metadata services: refused whatever the configuration says. */
const ALWAYS_REFUSED = new net.BlockList();
ALWAYS_REFUSED.addSubnet("169.254.0.0", 16, "ipv4");
ALWAYS_REFUSED.addSubnet("fe80::", 10, "ipv6");
ALWAYS_REFUSED.addAddress("fd00:ec2::254", "ipv6");

/** Loopback, private, shared (CGNAT) and unspecified addresses: refused unless the site allows them. */
const PRIVATE = new net.BlockList();
PRIVATE.addSubnet("0.0.0.0", 8, "ipv4");
PRIVATE.addSubnet("10.0.0.0", 8, "ipv4");
PRIVATE.addSubnet("100.64.0.0", 10, "ipv4");
PRIVATE.addSubnet("127.0.0.0", 8, "ipv4");
PRIVATE.addSubnet("172.16.0.0", 12, "ipv4");
PRIVATE.addSubnet("192.168.0.0", 16, "ipv4");
PRIVATE.addSubnet("224.0.0.0", 4, "ipv4");
PRIVATE.addAddress("255.255.255.255", "ipv4");
PRIVATE.addAddress("::", "ipv6");
PRIVATE.addAddress("::1", "ipv6");
PRIVATE.addSubnet("fc00::", 7, "ipv6");
PRIVATE.addSubnet("ff00::", 8, "ipv6");

export type TargetRefusal = keyof Pick<typeof WEBHOOK_MESSAGES, "targetPrivate" | "targetLinkLocal">;

/** Why an address may not be a webhook's target, or null when it may. */
export function addressRefusal(address: string, allowPrivate: boolean): TargetRefusal | null {
  const family = net.isIP(address);
  if (family === 0) return "targetPrivate";
  // An IPv4 address written as IPv6 (::ffff:169.254.169.254) is that IPv4 address.
  const mapped = family === 6 ? address.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i)?.[1] : undefined;
  const [plain, type] = mapped ? [mapped, "ipv4" as const] : [address, family === 4 ? "ipv4" : "ipv6"];
  if (ALWAYS_REFUSED.check(plain, type as "ipv4" | "ipv6")) return "targetLinkLocal";
  if (!allowPrivate && PRIVATE.check(plain, type as "ipv4" | "ipv6")) return "targetPrivate";
  return null;
}

/** A target that may not be reached: its message says why, in words for the admin. */
export class TargetRefused extends Error {
  constructor(readonly reason: TargetRefusal | "targetUnresolved") {
    super(WEBHOOK_MESSAGES[reason]);
  }
}

/** The host of a URL as a resolver takes it (an IPv6 literal without its brackets). */
const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, "$1");

/** Resolves the URL's host and refuses it when any of its addresses may not be reached. */
export async function checkTarget(url: URL, allowPrivate: boolean): Promise<void> {
  const host = hostOf(url);
  let addresses: { address: string }[];
  if (net.isIP(host)) addresses = [{ address: host }];
  else {
    try {
      addresses = await dns.promises.lookup(host, { all: true, verbatim: true });
    } catch {
      throw new TargetRefused("targetUnresolved");
    }
  }
  for (const { address } of addresses) {
    const refusal = addressRefusal(address, allowPrivate);
    if (refusal) throw new TargetRefused(refusal);
  }
}

/**
 * The resolver an attempt connects with: it resolves, refuses the host if any address may not be
 * reached, and hands the connection exactly the addresses it checked.
 */
export function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, "", 4);
      for (const { address } of addresses) {
        const refusal = addressRefusal(address, allowPrivate);
        if (refusal) return callback(new TargetRefused(refusal), "", 4);
      }
      const [first] = addresses;
      if (!first) return callback(new TargetRefused("targetUnresolved"), "", 4);
      if (options.all) (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, addresses);
      else callback(null, first.address, first.family);
    });
  };
}

/** An IP literal target is connected to without a lookup: it is checked here first. */
export function literalRefusal(url: URL, allowPrivate: boolean): TargetRefusal | null {
  const host = hostOf(url);
  return net.isIP(host) ? addressRefusal(host, allowPrivate) : null;
}
