/**
 * The child process of password-strength.ts: estimates one password with zxcvbn, sends back what
 * is wrong with it and ends, taking zxcvbn's dictionaries with it.
 */
import { passwordProblem } from "#core/password-policy.ts";

process.once("message", async (message) => {
  const { password, words } = message as { password: string; words: string[] };
  process.send?.({ problem: (await passwordProblem(password, words)) ?? null }, () =>
    process.exit(0),
  );
});
