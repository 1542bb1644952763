import { describe, expect, it } from "vitest";
import { PASSWORD_TOO_SHORT, passwordProblem, siteWords } from "#core/password-policy.ts";
import { passwordProblemApart } from "./password-strength.ts";

describe("the password check in a worker of its own", () => {
  it("answers as the policy does, for strong, guessable, short and site-word passwords", async () => {
    const words = siteWords("Wren Calloway", "wren@example.com");
    for (const password of [
      "violet tractor under a borrowed moon",
      "password1234",
      "short",
      "wrencalloway2026",
    ]) {
      expect(await passwordProblemApart(password, words), password).toBe(
        await passwordProblem(password, words),
      );
    }
    expect(await passwordProblemApart("short")).toBe(PASSWORD_TOO_SHORT);
    expect(await passwordProblemApart("password1234")).toMatch(
      /^This password is too easy to guess: /,
    );
  });
});
