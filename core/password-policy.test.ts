import { describe, expect, it } from "vitest";
import { PASSWORD_MAX_LENGTH, passwordProblem, siteWords, squash } from "./password-policy.ts";

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
