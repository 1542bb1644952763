/** The look of a tab drawn as a pill (the shop's categories, the snap games): dark when selected. */
export function pillTabClassName(selected: boolean): string {
  return `rounded-full px-5 py-2.5 text-sm transition-colors ${
    selected
      ? "bg-ink text-paper"
      : "border border-line bg-white text-ink-soft hover:border-ink hover:text-ink"
  }`;
}
