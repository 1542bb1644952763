import type { ComponentProps } from "react";

/**
 * A link that opens in a new tab (another site, or a page to read beside a form that keeps what is
 * typed), and says so to screen readers. The page it opens cannot reach back into this one.
 */
export function NewTabLink({ children, ...link }: Omit<ComponentProps<"a">, "target" | "rel">) {
  return (
    <a target="_blank" rel="noopener noreferrer" {...link}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
