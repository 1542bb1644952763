/**
 * A closed list of statuses with the words people read for each (an order's, a commission's, an
 * original's sale): one place decides what a status is and how it reads, so every list checks
 * stored values the same way and an unknown one shows as it is stored instead of breaking a page.
 */
export function statusList<const S extends string>(labels: Record<S, string>) {
  // Key order is the order written, which is the workflow order the admin's filters show.
  const values = Object.keys(labels) as [S, ...S[]];
  const is = (value: unknown): value is S => isOneOf(values, value);
  return {
    values,
    labels,
    /** Each status with its words, in order: a select's choices. */
    options: values.map((value) => ({ value, label: labels[value] })),
    is,
    /** A status as people read it ("Awaiting payment"); an unknown one as it is stored. */
    label: (status: string): string => (is(status) ? labels[status] : status),
  };
}

/** The status type of a list made by `statusList`. */
export type StatusOf<L extends { values: readonly string[] }> = L["values"][number];

/** Whether `value` is one of `values` (a guard for strings read from storage or a form). */
export function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === "string" && (values as readonly string[]).includes(value);
}
