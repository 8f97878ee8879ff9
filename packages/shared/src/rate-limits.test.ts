import { describe, expect, it } from "vitest";
import { canonicalMailbox, clientBucket } from "./rate-limits";

describe("the mailbox a per-mailbox limit counts", () => {
  it.each([
    ["Victim@Example.com", "victim@example.com"],
    ["victim+1@example.com", "victim@example.com"],
    ["victim+a+b@example.com", "victim@example.com"],
    ["v.ictim@example.com", "v.ictim@example.com"],
    ["V.I.C.T.I.M+news@Gmail.com", "victim@gmail.com"],
    ["v.ictim@googlemail.com", "victim@gmail.com"],
    ["  victim@gmail.com ", "victim@gmail.com"],
    ["+only@example.com", "+only@example.com"],
  ])("%s is the mailbox %s", (address, mailbox) => {
    expect(canonicalMailbox(address)).toBe(mailbox);
  });
});

describe("the client a per-client limit counts", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    ["::ffff:203.0.113.7", "203.0.113.7"],
    ["2001:db8:1:2::1", "2001:db8:1:2::/64"],
    ["2001:db8:1:2:ffff:ffff:ffff:ffff", "2001:db8:1:2::/64"],
    ["2001:DB8:1:2:0:0:0:9", "2001:db8:1:2::/64"],
    ["2001:db8:1:3::1", "2001:db8:1:3::/64"],
    ["not-an-address", "not-an-address"],
  ])("%s counts as %s", (address, bucket) => {
    expect(clientBucket(address)).toBe(bucket);
  });
});
