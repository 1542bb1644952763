/** Joins class names, leaving out the empty and the switched off: `cx("a", on && "b")`. */
export function cx(...parts: Array<string | false | null | undefined>): string {
  return parts.filter(Boolean).join(" ");
}
