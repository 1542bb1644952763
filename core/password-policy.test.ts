import { describe, expect, it } from "vitest";
import {
  PASSWORD_MAX_LENGTH,
  passwordProblem,
  siteWords,
  squash,
  withinOneSlip,
  withoutSiteWords,
} from "./password-policy.ts";

describe("passwordProblem", () => {
  // Long, uncommon passwords and passphrases.
  it.each([
    "correct horse battery staple",
    "tangerine-violin-harbour-57",
    "e2e owner password",
    "Kq7#mZ2!vR9@xL",
  ])("accepts %j", async (password) => {
    expect(await passwordProblem(password)).toBeUndefined();
  });

  it("refuses fewer than 12 characters and more than 1,000", async () => {
    expect(await passwordProblem("Kq7#mZ2!vR9")).toBe(
      "The password must be at least 12 characters",
    );
    expect(await passwordProblem("x".repeat(PASSWORD_MAX_LENGTH + 1))).toMatch(/under 1,000/);
  });

  it("refuses common and guessable passwords, saying why", async () => {
    const common = await passwordProblem("Password1234");
    expect(common).toMatch(/^This password is too easy to guess: /);
    expect(common).toContain("similar to a commonly used password");
    expect(await passwordProblem("qwertyuiopasdf")).toMatch(/too easy to guess/);
    expect(await passwordProblem("aaaaaaaaaaaaaaaa")).toMatch(/repeated/i);
    expect(await passwordProblem("123456789012")).toMatch(/too easy to guess/);
    expect(await passwordProblem("iloveyou2024")).toMatch(/too easy to guess/);
  });

  it("refuses the site's own words, such as the artist's name", async () => {
    const ownName = "ZephyrineQuillfeather";
    expect(await passwordProblem(ownName, siteWords())).toBeUndefined();
    expect(await passwordProblem(ownName, siteWords("Zephyrine Quillfeather"))).toBe(
      "This password is too easy to guess: There should not be any personal or page related data. Add more words that are less common.",
    );
  });

  it("scores the password also without spaces, punctuation and capitals, and keeps the lower score", async () => {
    // The demo artist's name (demo/content.ts) with a year, as an owner might choose it.
    const words = siteWords("Wren Calloway", "studio@example.com", "orders@example.com");
    for (const password of ["Wren Calloway 2026", "wren-calloway-2026", "Wren.Calloway, 2026!"]) {
      expect(await passwordProblem(password, words), password).toBe(
        "This password is too easy to guess: There should not be any personal or page related data. Add more words that are less common.",
      );
    }
    // Separated words that are not the site's own still pass, squashed or not.
    expect(await passwordProblem("Tangerine Violin Harbour 57", words)).toBeUndefined();
    expect(squash("Wren Calloway, 2026!")).toBe("wrencalloway2026");
  });
});

describe("siteWords", () => {
  it("lists easel, the whole name and its words, in lower case", () => {
    expect(siteWords("Ada Lovelace", undefined, "ada@studio.example")).toEqual([
      "easel",
      "adalovelace",
      "ada",
      "lovelace",
      "ada@studio.example",
      "studio",
      "example",
    ]);
  });
});

/** A site's texts as the demo's profile and catalogue have them (demo/content.ts, artworks.ts). */
const DEMO_LIKE = siteWords(
  "Wren Calloway",
  "Paintings, ceramics and playful card games from a small studio in the Pacific Northwest",
  "Pacific Northwest, USA",
  "Marmalade on the Windowsill",
  "Heron Standing",
  "Snap-Cat: Marmalade",
);

describe("withinOneSlip", () => {
  it("takes a word as written or with one letter changed, added or left out, and no more", () => {
    for (const slip of ["wren", "wrenn", "wran", "wre", "owren", "wrne"]) {
      expect(withinOneSlip(slip, "wren"), slip).toBe(slip !== "wrne");
    }
    expect(withinOneSlip("wrennn", "wren")).toBe(false);
    expect(withinOneSlip("callowey", "calloway")).toBe(true);
    expect(withinOneSlip("colloway", "calloway")).toBe(true);
    expect(withinOneSlip("cowallay", "calloway")).toBe(false);
  });
});

describe("withoutSiteWords", () => {
  it("takes the site's words out wherever they stand, in any order, with a slip, glued or spaced", () => {
    expect(withoutSiteWords("Calloway Wren", DEMO_LIKE)).toBe("");
    expect(withoutSiteWords("Wrenn Calloway!", DEMO_LIKE)).toBe("");
    expect(withoutSiteWords("windowsillMARMALADE", DEMO_LIKE)).toBe("");
    expect(withoutSiteWords("Marmelade on the Windowsil", DEMO_LIKE)).toBe("on");
    // A slip may be a letter typed beside the word: "heronv" is taken for "heron".
    expect(withoutSiteWords("Easel Heron: violet tractor", DEMO_LIKE)).toBe("iolettractor");
  });

  it("leaves a password of other words as it is (squashed), and is quick on the longest", () => {
    expect(withoutSiteWords("Tangerine Violin Harbour 57", DEMO_LIKE)).toBe(
      "tangerineviolinharbour57",
    );
    // A slip needs four letters: "tan" is not taken for a three-letter site word.
    expect(withoutSiteWords("tangerine", siteWords("tin can"))).toBe("tangerine");
    // A large catalogue's titles against the longest password, of letters they all start with.
    const many = Array.from({ length: 2000 }, (_, i) => `Work ${i} of the wolds ${i}`);
    const started = performance.now();
    withoutSiteWords("wo".repeat(PASSWORD_MAX_LENGTH / 2), siteWords(...many));
    // About a second on a quiet core: the bound is for a blow-up, not a benchmark.
    expect(performance.now() - started).toBeLessThan(5000);
  });
});

describe("passwordProblem beside the site's words", () => {
  it.each([
    "Easel Studio 2026",
    "Calloway Wren 2026",
    "Wrenn Calloway 2026",
    "Pacific Northwest 2026",
    "Marmalade on the Windowsill",
  ])("refuses %j", async (password) => {
    expect(await passwordProblem(password, DEMO_LIKE)).toBe(
      "This password is too easy to guess: There should not be any personal or page related data. Add more words that are less common.",
    );
  });

  it("takes a passphrase that has a site word and enough of its own", async () => {
    expect(
      await passwordProblem("Wren keeps violet tractors under borrowed moons", DEMO_LIKE),
    ).toBe(undefined);
    expect(await passwordProblem("tangerine-violin-harbour-57", DEMO_LIKE)).toBeUndefined();
  });
});
