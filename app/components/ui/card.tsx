import type { ElementType, HTMLAttributes } from "react";
import { cx } from "./cx.ts";

type CardElement = "div" | "section" | "aside" | "article" | "li" | "ul" | "p" | "dl";

const TONES = {
  line: "border-line",
  /** Stands out from its neighbours (an unread message). */
  strong: "border-ink/40",
  accent: "border-accent/25",
} as const;

type CardProps = {
  /** The element: a div unless said (a section with a title). */
  as?: CardElement;
  /** Padding classes; "" for none (a list or table that pads its own rows). */
  padding?: string;
  tone?: keyof typeof TONES;
  /** A dashed outline on the page's background: a placeholder for what is not there yet. */
  dashed?: boolean;
  /** A heading (h2) that names the card; `titleId` links it (aria-labelledby). */
  title?: React.ReactNode;
  titleId?: string;
  titleClassName?: string;
  /** A line under the title. */
  description?: React.ReactNode;
  className?: string;
} & Omit<HTMLAttributes<HTMLElement>, "title">;

/** The site's white box with a rounded outline: panels, summaries, empty states, admin sections. */
export function Card({
  as,
  padding = "p-6",
  tone = "line",
  dashed = false,
  title,
  titleId,
  titleClassName = "font-display text-xl",
  description,
  className = "",
  children,
  ...props
}: CardProps) {
  const Element: ElementType = as ?? (title ? "section" : "div");
  const look = dashed ? "border border-dashed" : "border bg-white";
  return (
    <Element
      aria-labelledby={title ? titleId : undefined}
      className={cx("rounded-2xl", look, TONES[tone], padding, className)}
      {...props}
    >
      {title && (
        <h2 id={titleId} className={titleClassName}>
          {title}
        </h2>
      )}
      {description && <p className="mt-1 text-sm text-ink-soft">{description}</p>}
      {children}
    </Element>
  );
}
