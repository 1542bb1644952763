/** English plural rules: which form a count takes ("one" or "other"). */
const RULES = new Intl.PluralRules("en-GB");

/**
 * A count with its noun in the right number: "1 message", "2 messages", "0 messages". `other` is
 * the plural when adding "s" does not make it ("1 box", "3 boxes").
 */
export function counted(count: number, one: string, other = `${one}s`): string {
  return `${count} ${RULES.select(count) === "one" ? one : other}`;
}
