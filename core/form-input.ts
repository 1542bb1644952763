/**
 * A posted form as the input a schema reads (one schema drives a form on both sides):
 * dotted names nest (`address.city` → `{address: {city}}`), a name sent twice becomes a list, and
 * a stray file becomes its name (which then fails its schema). Values stay text: the schemas read
 * digits, "on"/"true"/"false", "" as none and decimal money themselves, so the page and the JSON
 * API share one parse and refuse the same input with the same words.
 */
export function formInput(form: FormData | URLSearchParams): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const [name, entry] of form) {
    const value = typeof entry === "string" ? entry : entry.name;
    const path = name.split(".");
    // A name steering into an object's prototype is dropped, not followed.
    if (path.some((part) => UNSAFE_NAMES.has(part))) continue;
    const last = path.pop()!;
    let target = input;
    for (const part of path) {
      const next = target[part];
      if (!isRecord(next)) target[part] = {};
      target = target[part] as Record<string, unknown>;
    }
    // A name that is also a group (`a` and `a.b`) keeps the group: the schema refuses the shape.
    if (Object.hasOwn(target, last) && !isRecord(target[last])) {
      const previous = target[last];
      target[last] = Array.isArray(previous) ? [...previous, value] : [previous, value];
    } else if (!Object.hasOwn(target, last)) target[last] = value;
  }
  return input;
}

const UNSAFE_NAMES = new Set(["__proto__", "constructor", "prototype"]);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
