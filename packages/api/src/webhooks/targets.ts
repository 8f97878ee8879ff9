import dns from "node:dns";
import net, { type LookupFunction } from "node:net";
import { WEBHOOK_MESSAGES } from "@staffing/shared";
import ipaddr from "ipaddr.js";

// Where a webhook may never be sent (issue 21): an address an admin types must not let the server
// reach its own network (SSRF). The check runs on every address a host name resolves to, when the
// webhook is saved and again when each attempt connects (to the address checked, so a host name that
// resolves elsewhere the second time, DNS rebinding, cannot slip past).

// The ranges come from ipaddr.js (kept up to date with IANA's special-purpose registries) rather than
// a list of ours: the last review found IPv6 forms carrying an IPv4 address and fec0::/10 missing from it.

/** Cloud metadata services outside link-local space: refused whatever the configuration says. */
const METADATA = ["fd00:ec2::254"].map((address) => ipaddr.parse(address).toString());

type Address = ipaddr.IPv4 | ipaddr.IPv6;

const ipv4 = (high: number, low: number) => new ipaddr.IPv4([high >> 8, high & 255, low >> 8, low & 255]);

/**
 * The IPv4 address an IPv6 address carries, or null: IPv4-mapped (`::ffff:a.b.c.d`), IPv4-compatible
 * (`::a.b.c.d`, `::a9fe:a9fe`), SIIT (`::ffff:0:a.b.c.d`), NAT64 (`64:ff9b::/96`, `64:ff9b:1::/48`),
 * 6to4 (`2002:AABB:CCDD::/48`) and Teredo (`2001::/32`, the client's address inverted). A gateway
 * or a translator on the way may deliver to that IPv4 address.
 */
function carriedIPv4(address: ipaddr.IPv6): ipaddr.IPv4 | null {
  const [p0 = 0, p1 = 0, p2 = 0, p3 = 0, p4 = 0, p5 = 0, p6 = 0, p7 = 0] = address.parts;
  switch (address.range()) {
    case "ipv4Mapped":
    case "rfc6145":
    case "rfc6052":
      return ipv4(p6, p7);
    case "6to4":
      return ipv4(p1, p2);
    case "teredo":
      return ipv4(~p6 & 0xffff, ~p7 & 0xffff);
  }
  // ::a.b.c.d (RFC 4291's deprecated IPv4-compatible form); :: and ::1 are themselves.
  const compatible = [p0, p1, p2, p3, p4, p5].every((part) => part === 0) && (p6 !== 0 || p7 > 1);
  return compatible ? ipv4(p6, p7) : null;
}

/** Why an address of the public internet it is not, or null: link-local (or metadata) or private. */
function rangeRefusal(address: Address): TargetRefusal | null {
  const range = address.range();
  if (range === "linkLocal" || METADATA.includes(address.toString())) return "targetLinkLocal";
  // Loopback, private, unique-local, shared (CGNAT), multicast, reserved, documentation, fec0::/10 ...
  return range === "unicast" ? null : "targetPrivate";
}

export type TargetRefusal = keyof Pick<typeof WEBHOOK_MESSAGES, "targetPrivate" | "targetLinkLocal">;

/**
 * Why an address may not be a webhook's target, or null when it may. Link-local and metadata
 * addresses are refused always; every other special-purpose range, and every IPv6 form carrying an
 * IPv4 address, unless the site allows private targets.
 */
export function addressRefusal(address: string, allowPrivate: boolean): TargetRefusal | null {
  if (!ipaddr.isValid(address)) return "targetPrivate";
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === "ipv6") {
    const carried = carriedIPv4(parsed as ipaddr.IPv6);
    if (carried) {
      if (rangeRefusal(carried) === "targetLinkLocal") return "targetLinkLocal";
      return allowPrivate ? null : "targetPrivate";
    }
  }
  const refusal = rangeRefusal(parsed);
  if (refusal === "targetPrivate" && allowPrivate) return null;
  return refusal;
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
