/**
 * The owner's password policy, one for the Settings page, `POST /api/admin/password` and
 * `ADMIN_PASSWORD` at start-up: 12 to 1,000 characters, and not easy to guess by zxcvbn's estimate
 * (common passwords, English words and names, keyboard patterns, dates, and the site's own words),
 * as written, with spaces, punctuation and capitals taken out, and with the site's own words taken
 * out too, in any order and with a one-letter slip each.
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

/**
 * The shortest site word, and the shortest run of letters, that a one-letter slip still counts
 * for ("wrenn" for "wren"); a shorter slip would find a site word in most passphrases.
 */
const SLIP_MIN_LENGTH = 4;

/** Whether `a` is `b` with at most one letter changed, added or left out. */
export function withinOneSlip(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  let same = 0;
  while (same < short.length && short[same] === long[same]) same++;
  if (same === short.length) return true;
  // Past the first difference the rest must agree: one letter changed, or one more in the longer.
  return short.length === long.length
    ? short.slice(same + 1) === long.slice(same + 1)
    : short.slice(same) === long.slice(same + 1);
}

/** Where a site word starting at `at` in `text` may end: as written, or with one slip. */
function siteWordEnds(text: string, at: number, word: string): number[] {
  if (word.length < SLIP_MIN_LENGTH) return text.startsWith(word, at) ? [at + word.length] : [];
  const ends = [];
  const shortest = Math.max(SLIP_MIN_LENGTH, word.length - 1);
  for (let end = at + shortest; end <= Math.min(text.length, at + word.length + 1); end++) {
    if (withinOneSlip(text.slice(at, end), word)) ends.push(end);
  }
  return ends;
}

/**
 * The site's words (squashed, three letters or more) by each of their first two letters: a word
 * found at a place, as written or with one slip, starts there with one of them or a letter later.
 */
function wordsByLetter(words: readonly string[]): Map<string, string[]> {
  const index = new Map<string, string[]>();
  for (const word of new Set(words.map(squash))) {
    if (word.length < 3) continue;
    for (const letter of new Set(word.slice(0, 2))) {
      const listed = index.get(letter);
      if (listed) listed.push(word);
      else index.set(letter, [word]);
    }
  }
  return index;
}

/**
 * What is left of `password` (squashed) once the site's words are taken out, wherever they stand,
 * in whatever order, each as written or with a one-letter slip; the least that can be left.
 * "Wrenn Calloway 2026" → "2026". A guesser who knows the site tries its words first, so the
 * rest must be hard to guess on its own.
 */
export function withoutSiteWords(password: string, words: readonly string[]): string {
  const text = squash(password);
  const byLetter = wordsByLetter(words);
  // left[i]: the fewest letters of text[i…] that belong to no site word; next[i]: where the best
  // reading of text[i…] goes on (i + 1 keeps the letter at i: every site word is longer).
  const left: number[] = Array.from({ length: text.length + 1 }, () => 0);
  const next: number[] = Array.from({ length: text.length + 1 }, (_, i) => i + 1);
  for (let at = text.length - 1; at >= 0; at--) {
    left[at] = left[at + 1]! + 1;
    const here = text[at]!;
    const candidates = [
      ...(byLetter.get(here) ?? []),
      // Those that start with this letter too are listed already.
      ...(byLetter.get(text[at + 1] ?? "") ?? []).filter((w) => w[0] !== here && w[1] !== here),
    ];
    for (const word of candidates) {
      for (const end of siteWordEnds(text, at, word)) {
        if (left[end]! < left[at]!) {
          left[at] = left[end]!;
          next[at] = end;
        }
      }
    }
  }
  let rest = "";
  for (let at = 0; at < text.length; at = next[at]!) if (next[at] === at + 1) rest += text[at];
  return rest;
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
  // lower score counts. zxcvbn finds the site's words only as written and counts
  // every word as a guess of ten thousand ("Calloway Wren 2026" passed): what is left without
  // them is scored too.
  const squashed = squash(password);
  const rest = withoutSiteWords(password, words);
  const [estimate, plain, bare] = await Promise.all([
    check(password, [...words]),
    squashed === password ? undefined : check(squashed, [...words]),
    rest === squashed || rest === "" ? undefined : check(rest, [...words]),
  ]);
  const weaker = plain && plain.score < estimate.score ? plain : estimate;
  if (rest !== "" && Math.min(weaker.score, bare?.score ?? 4) >= PASSWORD_MIN_SCORE)
    return undefined;
  if (rest === "" || (bare && bare.score < weaker.score)) return SITE_WORDS_PROBLEM;
  const { warning, suggestions } = weaker.feedback;
  const advice = [warning, suggestions[0] ?? "Add another word or two that are less common."]
    .filter(Boolean)
    .join(" ");
  return `This password is too easy to guess: ${advice}`;
}

/** Said when the password is the site's own words with little else (zxcvbn's words for it). */
const SITE_WORDS_PROBLEM =
  "This password is too easy to guess: There should not be any personal or page related data. Add more words that are less common.";
