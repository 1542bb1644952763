import { describe, expect, it } from "vitest";
import { addressGroup } from "./address-group.ts";

describe("addressGroup", () => {
  it("keeps an IPv4 address as it is", () => {
    expect(addressGroup("198.51.100.7")).toBe("198.51.100.7");
    expect(addressGroup("0.0.0.0")).toBe("0.0.0.0");
  });

  it("groups IPv6 addresses by their /64", () => {
    expect(addressGroup("2001:db8:1:2:3:4:5:6")).toBe("2001:db8:1:2::/64");
    expect(addressGroup("2001:db8:1:2:ffff:ffff:ffff:ffff")).toBe("2001:db8:1:2::/64");
    expect(addressGroup("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
  });

  it("reads every spelling of the same /64 alike", () => {
    const spellings = [
      "2001:0db8:0000:0001::1",
      "2001:DB8:0:1::abcd",
      "2001:db8::1:0:0:0:1",
      "[2001:db8:0:1::9]",
    ];
    expect(spellings.map(addressGroup)).toEqual(Array(4).fill("2001:db8:0:1::/64"));
    expect(addressGroup("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(addressGroup("::1")).toBe("0:0:0:0::/64");
    expect(addressGroup("::")).toBe("0:0:0:0::/64");
  });

  it("reads IPv4-mapped IPv6 as the IPv4 address", () => {
    expect(addressGroup("::ffff:192.0.2.1")).toBe("192.0.2.1");
    expect(addressGroup("::FFFF:192.0.2.1")).toBe("192.0.2.1");
    expect(addressGroup("::ffff:c000:201")).toBe("192.0.2.1");
    expect(addressGroup("0:0:0:0:0:ffff:192.0.2.255")).toBe("192.0.2.255");
  });

  it("keeps an IPv4 tail on a non-mapped address in its /64", () => {
    expect(addressGroup("64:ff9b::192.0.2.1")).toBe("64:ff9b:0:0::/64");
  });

  it("returns anything that is not an address unchanged", () => {
    for (const text of ["unknown", "", "1.2.3", "256.1.1.1", "1::2::3", "2001:db8:::1", "g::1"]) {
      expect(addressGroup(text)).toBe(text);
    }
    expect(addressGroup("1:2:3:4:5:6:7:8:9")).toBe("1:2:3:4:5:6:7:8:9");
  });
});
