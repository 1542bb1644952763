import { describe, expect, it } from "vitest";
import { addressGroup } from "./address-group.ts";

describe("addressGroup", () => {
  it.each([
    // An IPv4 address is kept as it is.
    ["198.51.100.7", "198.51.100.7"],
    ["0.0.0.0", "0.0.0.0"],
    // IPv6 addresses are grouped by their /64.
    ["2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"],
    ["2001:db8:1:2:ffff:ffff:ffff:ffff", "2001:db8:1:2::/64"],
    ["2001:db8:1:3::1", "2001:db8:1:3::/64"],
    // Every spelling of the same /64 is read alike.
    ["2001:0db8:0000:0001::1", "2001:db8:0:1::/64"],
    ["2001:DB8:0:1::abcd", "2001:db8:0:1::/64"],
    ["2001:db8::1:0:0:0:1", "2001:db8:0:1::/64"],
    ["[2001:db8:0:1::9]", "2001:db8:0:1::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["::", "0:0:0:0::/64"],
    // IPv4-mapped IPv6 is read as the IPv4 address.
    ["::ffff:192.0.2.1", "192.0.2.1"],
    ["::FFFF:192.0.2.1", "192.0.2.1"],
    ["::ffff:c000:201", "192.0.2.1"],
    ["0:0:0:0:0:ffff:192.0.2.255", "192.0.2.255"],
    // An IPv4 tail on a non-mapped address stays in its /64.
    ["64:ff9b::192.0.2.1", "64:ff9b:0:0::/64"],
  ])("groups %j as %j", (address, group) => {
    expect(addressGroup(address)).toBe(group);
  });

  it.each([
    "unknown",
    "",
    "1.2.3",
    "256.1.1.1",
    "1::2::3",
    "2001:db8:::1",
    "g::1",
    "1:2:3:4:5:6:7:8:9",
  ])("returns %j, which is not an address, unchanged", (text) => {
    expect(addressGroup(text)).toBe(text);
  });
});
