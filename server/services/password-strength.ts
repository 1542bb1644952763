import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import { passwordLengthProblem, siteWords } from "#core/password-policy.ts";

const CHECKER = fileURLToPath(new URL("./password-strength-worker.ts", import.meta.url));

/**
 * `passwordProblem` of core/password-policy.ts, run in a child process that ends with the check.
 * zxcvbn's dictionaries take about 40 MB once built; a password is checked only when the owner
 * changes it or the server starts with ADMIN_PASSWORD, so they are never kept: a worker thread
 * still left this process 13 MB larger, a process of its own gives it all back. The length rules
 * need no dictionary and are answered here.
 */
export async function passwordProblemApart(
  password: string,
  words: readonly string[] = siteWords(),
): Promise<string | undefined> {
  return passwordLengthProblem(password) ?? (await checkInChild(password, words));
}

/** The dictionary check, in a process of its own that ends with it. */
async function checkInChild(
  password: string,
  words: readonly string[],
): Promise<string | undefined> {
  const child = fork(CHECKER, [], { stdio: ["ignore", "ignore", "inherit", "ipc"] });
  try {
    const { problem } = await new Promise<{ problem: string | null }>((resolve, reject) => {
      child.once("message", (message) => resolve(message as { problem: string | null }));
      child.once("error", reject);
      child.once("exit", (code) => reject(new Error(`password check ended (${code})`)));
      child.send({ password, words: [...words] });
    });
    return problem ?? undefined;
  } finally {
    if (child.exitCode === null) child.kill();
  }
}
