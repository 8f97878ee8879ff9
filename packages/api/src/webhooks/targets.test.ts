import { describe, expect, it } from "vitest";
import { addressRefusal, type TargetRefusal } from "./targets";

// Issue 31: the address check missed IPv6 forms carrying an IPv4 address ([::a9fe:a9fe] is
// 169.254.169.254) and fec0::/10. Each row: an address, its refusal with private targets refused,
// and with them allowed (WEBHOOK_ALLOW_PRIVATE_TARGETS=true): link-local and metadata stay refused.
const cases: [string, TargetRefusal | null, TargetRefusal | null][] = [
  // The public internet.
  ["93.184.215.14", null, null],
  ["2606:2800:21f:cb07:6820:80da:af6b:8b2c", null, null],
  // IPv4: link-local and metadata, private, shared, loopback, reserved.
  ["169.254.169.254", "targetLinkLocal", "targetLinkLocal"],
  ["127.0.0.1", "targetPrivate", null],
  ["10.1.2.3", "targetPrivate", null],
  ["172.20.0.1", "targetPrivate", null],
  ["192.168.1.10", "targetPrivate", null],
  ["100.64.0.1", "targetPrivate", null],
  ["0.0.0.0", "targetPrivate", null],
  ["255.255.255.255", "targetPrivate", null],
  ["224.0.0.1", "targetPrivate", null],
  ["240.0.0.1", "targetPrivate", null],
  ["198.18.0.1", "targetPrivate", null],
  ["192.0.2.1", "targetPrivate", null],
  // IPv6: link-local and metadata, loopback, unique-local, site-local (fec0::/10), multicast, documentation.
  ["fe80::1", "targetLinkLocal", "targetLinkLocal"],
  ["fd00:ec2::254", "targetLinkLocal", "targetLinkLocal"],
  ["::1", "targetPrivate", null],
  ["::", "targetPrivate", null],
  ["fc00::1", "targetPrivate", null],
  ["fd12:3456::1", "targetPrivate", null],
  ["fec0::1", "targetPrivate", null],
  ["feff::1", "targetPrivate", null],
  ["ff02::1", "targetPrivate", null],
  ["2001:db8::1", "targetPrivate", null],
  ["100::1", "targetPrivate", null],
  // IPv6 forms carrying an IPv4 address: refused, and link-local or metadata whatever is allowed.
  ["::ffff:169.254.169.254", "targetLinkLocal", "targetLinkLocal"],
  ["::ffff:a9fe:a9fe", "targetLinkLocal", "targetLinkLocal"],
  ["::a9fe:a9fe", "targetLinkLocal", "targetLinkLocal"],
  ["::169.254.169.254", "targetLinkLocal", "targetLinkLocal"],
  ["::ffff:0:a9fe:a9fe", "targetLinkLocal", "targetLinkLocal"],
  ["64:ff9b::a9fe:a9fe", "targetLinkLocal", "targetLinkLocal"],
  ["64:ff9b::169.254.169.254", "targetLinkLocal", "targetLinkLocal"],
  ["2002:a9fe:a9fe::1", "targetLinkLocal", "targetLinkLocal"],
  // Teredo carries the client's address inverted: 0x5601:0x5601 is 169.254.169.254.
  ["2001:0:4136:e378:8000:63bf:5601:5601", "targetLinkLocal", "targetLinkLocal"],
  ["::ffff:127.0.0.1", "targetPrivate", null],
  ["::7f00:1", "targetPrivate", null],
  ["64:ff9b::7f00:1", "targetPrivate", null],
  ["64:ff9b:1::a00:1", "targetPrivate", null],
  ["2002:7f00:1::1", "targetPrivate", null],
  ["2001:0:4136:e378:8000:63bf:80ff:fffe", "targetPrivate", null],
  // Carrying a public IPv4 address is still a gateway's way in: refused unless private targets are allowed.
  ["::ffff:93.184.215.14", "targetPrivate", null],
  ["2002:5db8:d70e::1", "targetPrivate", null],
  // Not an address.
  ["example.com", "targetPrivate", "targetPrivate"],
];

describe("the webhook address check", () => {
  it.each(cases)("%s: %s, and %s where private targets are allowed", (address, strict, allowing) => {
    expect(addressRefusal(address, false)).toBe(strict);
    expect(addressRefusal(address, true)).toBe(allowing);
  });
});
