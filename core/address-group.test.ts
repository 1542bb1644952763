import { describe, expect, it } from "vitest";
import { addressGroup } from "./address-group.ts";

describe("addressGroup", () => {
  it.each(["198.51.100.7", "0.0.0.0"])("keeps the IPv4 address %s as it is", (address) => {
    expect(addressGroup(address)).toBe(address);
  });

  // IPv6 addresses by their /64. Each row: a group, and addresses that all fall in it, however
  // they are spelled.
  it.each([
    ["2001:db8:1:2::/64", ["2001:db8:1:2:3:4:5:6", "2001:db8:1:2:ffff:ffff:ffff:ffff"]],
    ["2001:db8:1:3::/64", ["2001:db8:1:3::1"]],
    [
      "2001:db8:0:1::/64",
      ["2001:0db8:0000:0001::1", "2001:DB8:0:1::abcd", "2001:db8::1:0:0:0:1", "[2001:db8:0:1::9]"],
    ],
    ["fe80:0:0:0::/64", ["fe80::1%eth0"]],
    ["0:0:0:0::/64", ["::1", "::"]],
    // An IPv4 tail on an address that is not IPv4-mapped stays in its /64.
    ["64:ff9b:0:0::/64", ["64:ff9b::192.0.2.1"]],
    // IPv4-mapped IPv6 is the IPv4 address.
    ["192.0.2.1", ["::ffff:192.0.2.1", "::FFFF:192.0.2.1", "::ffff:c000:201"]],
    ["192.0.2.255", ["0:0:0:0:0:ffff:192.0.2.255"]],
  ])("puts in the group %s: %j", (group, addresses) => {
    expect(addresses.map(addressGroup)).toEqual(addresses.map(() => group));
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
  ])("returns %j unchanged, as no address", (text) => {
    expect(addressGroup(text)).toBe(text);
  });
});
