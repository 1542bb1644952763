/**
 * The owner's password policy, one for the Settings page, `POST /api/admin/password` and
 * `ADMIN_PASSWORD` at start-up: 12 to 1,000 characters, and not easy to guess by zxcvbn's estimate
 * (common passwords, English words and names, keyboard patterns, dates, and the site's own words),
 * as written and with spaces, punctuation and capitals taken out.
 *
 * Server only: zxcvbn's dictionaries are megabytes, so they are loaded on the first check, and no
 * page module imports this file (the length rules reach the page through the form's messages).
 */

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 1000;
/** zxcvbn's scale: 3 is "safely unguessable" (about 10^8 guesses or more), 4 very unguessable. */
export const PASSWORD_MIN_SCORE = 3;

export const PASSWORD_TOO_SHORT = `The password must be at least ${PASSWORD_MIN_LENGTH} characters`;
export const PASSWORD_TOO_LONG = "Please keep the password under 1,000 characters";

/** Words of this site that a guesser would try first: the product's name and the artist's. */
export function siteWords(...texts: Array<string | null | undefined>): string[] {
  const words = new Set(["easel"]);
  for (const text of texts) {
    if (!text) continue;
    const lower = text.toLowerCase();
    words.add(lower.replace(/\s+/g, ""));
    for (const word of lower.split(/[^\p{L}\p{N}]+/u)) if (word.length >= 3) words.add(word);
  }
  return [...words];
}

/** `password` in lower case without white space or punctuation: "Wren Calloway, 2026" → "wrencalloway2026". */
export function squash(password: string): string {
  return password.replace(/[\s\p{P}]/gu, "").toLowerCase();
}

type Estimator = (password: string, userInputs: string[]) => Promise<StrengthEstimate>;

interface StrengthEstimate {
  score: number;
  feedback: { warning: string | null; suggestions: string[] };
}

let estimator: Promise<Estimator> | undefined;

/** zxcvbn with the common-password and English dictionaries, made once on first use. */
function loadEstimator(): Promise<Estimator> {
  estimator ??= (async () => {
    const [{ ZxcvbnFactory }, common, english] = await Promise.all([
      import("@zxcvbn-ts/core"),
      import("@zxcvbn-ts/language-common"),
      import("@zxcvbn-ts/language-en"),
    ]);
    const zxcvbn = new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...english.dictionary },
      graphs: common.adjacencyGraphs,
      translations: english.translations,
    });
    return (password, userInputs) => zxcvbn.checkAsync(password, userInputs);
  })();
  return estimator;
}

/** What is wrong with `password`'s length, or undefined: the rules that need no dictionary. */
export function passwordLengthProblem(password: string): string | undefined {
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT;
  if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_TOO_LONG;
  return undefined;
}

/**
 * What is wrong with `password` as the owner's password, in words the owner can act on, or
 * undefined when it is fine. `words` are the site's own (see {@link siteWords}).
 */
export async function passwordProblem(
  password: string,
  words: readonly string[] = siteWords(),
): Promise<string | undefined> {
  const lengthProblem = passwordLengthProblem(password);
  if (lengthProblem) return lengthProblem;
  const check = await loadEstimator();
  // Spaces, punctuation and capitals hide known words from zxcvbn's dictionaries ("Wren Calloway
  // 2026" scored as three unrelated tokens): the password is also scored without them, and the
  // lower score counts (issue #24).
  const squashed = squash(password);
  const [estimate, plain] = await Promise.all([
    check(password, [...words]),
    squashed === password ? undefined : check(squashed, [...words]),
  ]);
  const weaker = plain && plain.score < estimate.score ? plain : estimate;
  if (weaker.score >= PASSWORD_MIN_SCORE) return undefined;
  const { warning, suggestions } = weaker.feedback;
  const advice = [warning, suggestions[0] ?? "Add another word or two that are less common."]
    .filter(Boolean)
    .join(" ");
  return `This password is too easy to guess: ${advice}`;
}
