import { describe, expect, it } from "vitest";
import { addressGroup } from "./address-group.ts";

/** Anything that is not an address: returned unchanged. */
const NOT_ADDRESSES = [
  "unknown",
  "",
  "1.2.3",
  "256.1.1.1",
  "1::2::3",
  "2001:db8:::1",
  "g::1",
  "1:2:3:4:5:6:7:8:9",
];

describe("addressGroup", () => {
  it.each([
    // [why, address, its group]
    ["an IPv4 address is its own group", "198.51.100.7", "198.51.100.7"],
    ["an IPv4 address is its own group", "0.0.0.0", "0.0.0.0"],
    ["IPv6 groups by its /64", "2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"],
    ["IPv6 groups by its /64", "2001:db8:1:2:ffff:ffff:ffff:ffff", "2001:db8:1:2::/64"],
    ["IPv6 groups by its /64", "2001:db8:1:3::1", "2001:db8:1:3::/64"],
    ["every spelling of a /64 alike", "2001:0db8:0000:0001::1", "2001:db8:0:1::/64"],
    ["every spelling of a /64 alike", "2001:DB8:0:1::abcd", "2001:db8:0:1::/64"],
    ["every spelling of a /64 alike", "2001:db8::1:0:0:0:1", "2001:db8:0:1::/64"],
    ["every spelling of a /64 alike", "[2001:db8:0:1::9]", "2001:db8:0:1::/64"],
    ["every spelling of a /64 alike", "fe80::1%eth0", "fe80:0:0:0::/64"],
    ["every spelling of a /64 alike", "::1", "0:0:0:0::/64"],
    ["every spelling of a /64 alike", "::", "0:0:0:0::/64"],
    ["IPv4-mapped IPv6 is the IPv4 address", "::ffff:192.0.2.1", "192.0.2.1"],
    ["IPv4-mapped IPv6 is the IPv4 address", "::FFFF:192.0.2.1", "192.0.2.1"],
    ["IPv4-mapped IPv6 is the IPv4 address", "::ffff:c000:201", "192.0.2.1"],
    ["IPv4-mapped IPv6 is the IPv4 address", "0:0:0:0:0:ffff:192.0.2.255", "192.0.2.255"],
    [
      "an IPv4 tail on a non-mapped address stays in its /64",
      "64:ff9b::192.0.2.1",
      "64:ff9b:0:0::/64",
    ],
    ...NOT_ADDRESSES.map((text) => ["not an address: unchanged", text, text]),
  ])("%s: %j → %j", (_, address, group) => {
    expect(addressGroup(address)).toBe(group);
  });
});
